import { toast } from '~/components/ui/toast'
import { langCookie, rememberLang } from '~/i18n/lang'

const shownKey = 'lang-offer-shown'

/** Whether to offer Spanish: the browser prefers it, nothing was chosen yet, and it was never offered. */
export function wantsSpanishOffer(): boolean {
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${langCookie}=`))) return false
  try {
    if (localStorage.getItem(shownKey)) return false
  } catch {
    return false
  }
  return (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('es')
}

/**
 * The one offer a Spanish-preferring browser sees on an English page that has a Spanish twin
 * (decision 034): never a redirect, shown once, in Spanish, loaded only for those browsers.
 */
export function offerSpanish(spanishPath: string) {
  try {
    localStorage.setItem(shownKey, '1')
  } catch {
    // Private modes may refuse storage: the offer may then come again, which is harmless.
  }
  toast.message('Esta página también está en español.', {
    duration: 20_000,
    action: {
      label: 'Ver en español',
      onClick: () => {
        rememberLang('es')
        window.location.assign(spanishPath)
      },
    },
  })
}
