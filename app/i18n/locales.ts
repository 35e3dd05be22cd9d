/**
 * The site's languages: the one list every other place derives from (decision 039). The routes, the
 * database's language columns, `hreflang`, the sitemap, the language switch, `<html lang>`, `Intl`
 * and the console's per-language fields all read it; adding a language is a line here and its
 * catalogs (docs/adding-a-language.md).
 */
type Locale = {
  /** The code stored with a lead, a booking or a conversation, and the catalogs' key. */
  lang: string
  /** The path prefix of its pages: '' for the default language, '/es' for Spanish. */
  prefix: string
  /** `hreflang`, `<html lang>` and Open Graph's locale. */
  hreflang: string
  /** The locale `Intl` formats dates, numbers and plurals with. */
  intl: string
  /** The language's own name, as the language switch offers it. */
  name: string
  /**
   * A pseudo-locale (decision 039): made from the English catalog to prove every word comes from a
   * catalog. Served only where `PSEUDO_LOCALE=1` (the tests), never listed, linked or prerendered.
   */
  pseudo?: true
}

export const localeList = [
  { lang: 'en', prefix: '', hreflang: 'en-US', intl: 'en-US', name: 'English' },
  { lang: 'es', prefix: '/es', hreflang: 'es-US', intl: 'es-US', name: 'Español' },
  { lang: 'en-XA', prefix: '/en-xa', hreflang: 'en-XA', intl: 'en-US', name: '[Ƥšéûðöļöçåļé]', pseudo: true },
] as const satisfies readonly Locale[]

export type Lang = (typeof localeList)[number]['lang']

/** The language of unprefixed paths, of `x-default`, and of the staff console. */
export const defaultLang: Lang = localeList[0].lang

export const langs: readonly [Lang, ...Lang[]] = [defaultLang, ...localeList.slice(1).map((l) => l.lang)]

/** The languages visitors are offered: linked, listed in `hreflang` and the sitemap, prerendered. */
export const servedLangs: readonly Lang[] = localeList.filter((l) => !('pseudo' in l)).map((l) => l.lang)

/** Whether a language is a pseudo-locale, which production never serves. */
export function isPseudo(lang: Lang): boolean {
  return 'pseudo' in localeOf(lang)
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value)
}

export function localeOf(lang: Lang): Locale {
  return localeList.find((l) => l.lang === lang) ?? localeList[0]
}

/** `Intl`'s locale for a language. */
export function intlOf(lang: Lang): string {
  return localeOf(lang).intl
}
