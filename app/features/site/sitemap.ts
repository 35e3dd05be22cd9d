import { alternatesOf, basePathOf, pathIn, servedLangs } from '~/i18n/lang'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A sitemap listing each path once, as absolute URLs, with when each last changed when known. */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastModified: (path: string) => Date | null = () => null,
): string {
  const unique = [...new Set(paths)]
  const listed = new Set(unique)
  const urls = unique.map((p) => {
    const when = lastModified(p)
    const lastmod = when ? `<lastmod>${when.toISOString()}</lastmod>` : ''
    const url = (path: string) => escapeXml(new URL(path, `${siteUrl}/`).toString())
    // A page in every language names each, and the default language as `x-default`, in each entry
    // (decision 034): exactly when every twin is listed, the owner's content included.
    const base = basePathOf(p)
    const alternates = alternatesOf(
      p,
      servedLangs.every((lang) => listed.has(pathIn(lang, base))),
    )
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.path)}"/>`)
      .join('')
    return `  <url><loc>${url(p)}</loc>${lastmod}${alternates}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
