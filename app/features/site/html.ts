const modulePreload = /<link rel="modulepreload"[^>]*>/g

/** Removes `<link rel="modulepreload">` hints; see entry.server.tsx for why. */
export function stripModulePreloads(html: string): string {
  return html.replace(modulePreload, '')
}

/** Characters HTML forbids in a document (C0 and C1 controls but tab, newline, form feed, return). */
const controlCharacter = /(?![\t\n\f\r])\p{Cc}/gu

/**
 * Shows a control character as U+FFFD, as a browser would. React escapes markup but not
 * these; a form refused for one echoes what the visitor typed, which must stay valid HTML.
 */
export function replaceControlCharacters(html: string): string {
  return html.replace(controlCharacter, '\uFFFD')
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
