const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A sitemap listing each path once, as absolute URLs, with when each last changed when known. */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastModified: (path: string) => Date | null = () => null,
): string {
  const unique = [...new Set(paths)]
  const urls = unique.map((p) => {
    const when = lastModified(p)
    const lastmod = when ? `<lastmod>${when.toISOString()}</lastmod>` : ''
    return `  <url><loc>${escapeXml(new URL(p, `${siteUrl}/`).toString())}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
