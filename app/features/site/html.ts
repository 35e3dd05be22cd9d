const modulePreload = /<link rel="modulepreload"[^>]*>/g

/** Removes `<link rel="modulepreload">` hints; see entry.server.tsx for why. */
export function stripModulePreloads(html: string): string {
  return html.replace(modulePreload, '')
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g

/** The bodies of the inline scripts a browser would execute (not JSON data blocks). */
export function executableInlineScripts(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(inlineScript)) {
    const attrs = m[1] ?? ''
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    out.push(m[2] ?? '')
  }
  return out
}
