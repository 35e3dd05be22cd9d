/**
 * The site's two languages and where each page lives in them (decision 034): English at `/…`,
 * Spanish at `/es/…` with the same path after the prefix, so a page's twin is found by adding or
 * removing `/es`, and one route module serves both.
 */
export type Lang = 'en' | 'es'

/** `<html lang>`, `hreflang` and `Intl` locale of each language. */
export const locales = { en: 'en-US', es: 'es-US' } as const satisfies Record<Lang, string>

/** The English paths whose page exists in Spanish too. Grows page by page; the sitemap, the
 * prerender list, `hreflang` and the language link all read it. */
export const spanishPaths: readonly string[] = [
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

export function langOfPath(pathname: string): Lang {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** The English path of a page in either language: `/es/contact` → `/contact`, `/es` → `/`. */
export function englishPathOf(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname
  return pathname.slice(3) || '/'
}

/** Where an English path's page is in a language: `('es', '/contact')` → `/es/contact`. */
export function pathIn(lang: Lang, englishPath: string): string {
  if (lang === 'en') return englishPath
  return englishPath === '/' ? '/es' : `/es${englishPath}`
}

export function hasSpanish(englishPath: string): boolean {
  return spanishPaths.includes(englishPath)
}

/**
 * The same page in the other language, or null when it exists in one language only. A page of the
 * owner's content (an article, a project, a service area) is in Spanish only when the item has a
 * Spanish version: its loader says so (`twin` in its data, see `declaredTwin`), and that decides.
 */
export function twinOf(
  pathname: string,
  spanishExists: boolean = hasSpanish(englishPathOf(pathname)),
): { lang: Lang; path: string } | null {
  const english = englishPathOf(pathname)
  if (!spanishExists) return null
  return langOfPath(pathname) === 'en'
    ? { lang: 'es', path: pathIn('es', english) }
    : { lang: 'en', path: english }
}

/**
 * The `hreflang` alternates of a page in both languages, the same from either twin: English, Spanish
 * and English again as the default for other languages. Empty for a page in one language.
 */
export function alternatesOf(
  pathname: string,
  spanishExists: boolean = hasSpanish(englishPathOf(pathname)),
): { hreflang: string; path: string }[] {
  if (!twinOf(pathname, spanishExists)) return []
  const english = englishPathOf(pathname)
  return [
    { hreflang: locales.en, path: english },
    { hreflang: locales.es, path: pathIn('es', english) },
    { hreflang: 'x-default', path: english },
  ]
}

/**
 * Whether a page of the owner's content exists in the other language, as its loader declared it
 * (`{ twin: boolean }` in the leaf route's data); undefined for the fixed pages, which `spanishPaths` lists.
 */
export function declaredTwin(leafData: unknown): boolean | undefined {
  if (typeof leafData !== 'object' || leafData === null || !('twin' in leafData)) return undefined
  return leafData.twin === true
}

/** The cookie that keeps a visitor's explicit choice of language (never set from Accept-Language). */
export const langCookie = 'lang'

/** Remembers a choice of language for a year, on the whole site (the language link sets it). */
export function rememberLang(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox and older Safari lack the Cookie Store API; the value is one of two fixed words
  document.cookie = `${langCookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`
}
