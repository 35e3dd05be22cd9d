/** The public origin used for canonical URLs, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}
