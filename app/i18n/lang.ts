import { defaultLang, isPseudo, type Lang, localeList, localeOf } from './locales'

/**
 * Where each page lives in each language (decisions 034, 039): the default language at `/…`, every
 * other at its prefix + the same path (`/es/contact`), so a page's twins are found by adding or
 * removing a prefix, and one route module serves every language.
 */
export { defaultLang, intlOf, isLang, isPseudo, type Lang, langs, localeOf, servedLangs } from './locales'

/** The default language's paths whose page exists in every language. Grows page by page; the sitemap,
 * the prerender list, `hreflang` and the language switch all read it. */
export const translatedPaths: readonly string[] = [
  '/',
  '/estimator',
  '/pricing',
  '/contact',
  '/careers',
  '/floor-care',
  '/warranty',
  '/privacy',
  '/terms',
  '/accessibility',
  '/schedule',
]

const prefixed = localeList.filter((l) => l.prefix !== '')

export function langOfPath(pathname: string): Lang {
  const locale = prefixed.find((l) => pathname === l.prefix || pathname.startsWith(`${l.prefix}/`))
  return locale?.lang ?? defaultLang
}

/** A page's path in the default language, from its path in any: `/es/contact` → `/contact`, `/es` → `/`. */
export function basePathOf(pathname: string): string {
  const { prefix } = localeOf(langOfPath(pathname))
  return pathname.slice(prefix.length) || '/'
}

/** Where a page is in a language: `('es', '/contact')` → `/es/contact`, `('es', '/')` → `/es`. */
export function pathIn(lang: Lang, basePath: string): string {
  const { prefix } = localeOf(lang)
  if (!prefix) return basePath
  return basePath === '/' ? prefix : `${prefix}${basePath}`
}

export function isTranslated(basePath: string): boolean {
  return translatedPaths.includes(basePath)
}

/**
 * The same page in the other languages, or none when it exists in one language only. A page of the
 * owner's content (an article, a project, a service area) is translated only when the item is: its
 * loader says so (`twin` in its data, see `declaredTwin`), and that decides.
 */
export function twinsOf(
  pathname: string,
  translated: boolean = isTranslated(basePathOf(pathname)),
): { lang: Lang; path: string }[] {
  if (!translated) return []
  const base = basePathOf(pathname)
  const own = langOfPath(pathname)
  return localeList
    .filter((l) => l.lang !== own && !isPseudo(l.lang))
    .map((l) => ({ lang: l.lang, path: pathIn(l.lang, base) }))
}

/**
 * The `hreflang` alternates of a translated page, the same from every twin: each language, then the
 * default language again for all others (`x-default`). Empty for a page in one language.
 */
export function alternatesOf(
  pathname: string,
  translated: boolean = isTranslated(basePathOf(pathname)),
): { hreflang: string; path: string }[] {
  if (!translated) return []
  const base = basePathOf(pathname)
  return [
    ...localeList
      .filter((l) => !isPseudo(l.lang))
      .map((l) => ({ hreflang: l.hreflang, path: pathIn(l.lang, base) })),
    { hreflang: 'x-default', path: pathIn(defaultLang, base) },
  ]
}

/**
 * Whether a page of the owner's content exists in the other languages, as its loader declared it
 * (`{ twin: boolean }` in the leaf route's data); undefined for the fixed pages, which `translatedPaths` lists.
 */
export function declaredTwin(leafData: unknown): boolean | undefined {
  if (typeof leafData !== 'object' || leafData === null || !('twin' in leafData)) return undefined
  return leafData.twin === true
}

/** The cookie that keeps a visitor's explicit choice of language (never set from Accept-Language). */
export const langCookie = 'lang'

/** Remembers a choice of language for a year, on the whole site (the language switch sets it). */
export function rememberLang(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox and older Safari lack the Cookie Store API; the value is a code from the locale list
  document.cookie = `${langCookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`
}
