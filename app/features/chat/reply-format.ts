/**
 * Remy's replies are plain text with Markdown links. The widget renders them
 * as text nodes and links only to paths on this site, so nothing the server or
 * a model says can become HTML, a script or an outside link.
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{1,300})\)/g

/** A path on this site: one leading slash, no scheme, no host, no backslash. */
export function isSafePath(href: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9\-._~/?#=&%+]*$/.test(href) && !href.includes('..')
}

/** One line of a reply as text and same-site links; other links keep only their label. */
export function segments(line: string): Segment[] {
  const out: Segment[] = []
  let last = 0
  for (const m of line.matchAll(LINK)) {
    const at = m.index ?? 0
    if (at > last) out.push({ kind: 'text', text: line.slice(last, at) })
    out.push(isSafePath(m[2]) ? { kind: 'link', text: m[1], href: m[2] } : { kind: 'text', text: m[1] })
    last = at + m[0].length
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) })
  return mergeText(out)
}

function mergeText(list: Segment[]): Segment[] {
  const out: Segment[] = []
  for (const s of list) {
    const prev = out[out.length - 1]
    if (s.kind === 'text' && prev?.kind === 'text') prev.text += s.text
    else out.push({ ...s })
  }
  return out
}

/** A reply as paragraphs of lines; lines starting with "- " are list items. */
export function paragraphs(text: string): { bullet: boolean; segments: Segment[] }[][] {
  return text
    .split(/\n{2,}/)
    .map((p) =>
      p
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => {
          const bullet = /^\s*[-*•] /.test(l)
          return { bullet, segments: segments(bullet ? l.replace(/^\s*[-*•] /, '') : l) }
        }),
    )
    .filter((p) => p.length > 0)
}
