import { defaultLang, type Lang } from './locales'

// Staff read the default language's English (decision 034): a language is named for them by `Intl`.
const englishNames = new Intl.DisplayNames('en-US', { type: 'language' })

/**
 * The language a customer wrote in, named for the staff mails that tell them to answer in it
 * ("Spanish"), from the list of locales; null for the default language, which needs no note.
 */
export function languageForStaff(lang: Lang): string | null {
  return lang === defaultLang ? null : (englishNames.of(lang) ?? lang)
}
