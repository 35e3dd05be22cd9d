/** Structured data as a JSON data block; `<` is escaped so text can never close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
