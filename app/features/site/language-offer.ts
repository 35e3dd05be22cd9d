import { toast } from '~/components/ui/toast'
import { type Lang, langCookie, rememberLang } from '~/i18n/lang'

const shownKey = 'lang-offer-shown'

// Each language's offer is its own small chunk: a browser loads the words of the one it prefers.
const offers = import.meta.glob<{ languageOffer: { text: string; action: string } }>(
  '../../content/*/language-offer.ts',
)

/** Whether to offer a language: nothing was chosen yet, and no offer was ever shown. */
function wantsLanguageOffer(): boolean {
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${langCookie}=`))) return false
  try {
    return !localStorage.getItem(shownKey)
  } catch {
    return false
  }
}

/**
 * The one offer a browser that prefers another language sees on a page that has a twin in it
 * (decision 034): never a redirect, shown once, in that language, loaded only for those browsers.
 */
export async function offerLanguage(lang: Lang, path: string) {
  if (!wantsLanguageOffer()) return
  const load = offers[`../../content/${lang}/language-offer.ts`]
  if (!load) return
  const { languageOffer } = await load()
  try {
    localStorage.setItem(shownKey, '1')
  } catch {
    // Private modes may refuse storage: the offer may then come again, which is harmless.
  }
  toast.message(languageOffer.text, {
    duration: 20_000,
    action: {
      label: languageOffer.action,
      onClick: () => {
        rememberLang(lang)
        window.location.assign(path)
      },
    },
  })
}
