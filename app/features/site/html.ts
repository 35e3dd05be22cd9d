const modulePreload = /<link rel="modulepreload"[^>]*>/g
const hrefOf = /\bhref="([^"]+)"/
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
const staticImport = /import \* as (\w+) from ("[^"]+");/g

/**
 * Waits for the first contentful paint (or a frame where the browser does not
 * report paints; at most 3 s, since a hidden tab never paints).
 */
const untilFirstPaint = `await new Promise((go) => {
  const P = globalThis.PerformanceObserver;
  if (P?.supportedEntryTypes?.includes("paint")) new P((l, o) => { if (l.getEntriesByName("first-contentful-paint").length) { o.disconnect(); go(); } }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(go));
  setTimeout(go, 3000);
});`

/**
 * Starts the page's JavaScript only once its HTML has painted (decision 029).
 * React Router's module script imports the route modules statically and React
 * hoists `<link rel="modulepreload">` hints for every chunk into <head>, so the
 * scripts are fetched alongside the stylesheet and font: on a slow phone
 * connection ~110 KB of JavaScript competes with the first paint, which the
 * server-rendered HTML does not need it for. Here the hints are taken out of
 * <head>, and the module script first waits for the paint, then adds the same
 * hints (so every chunk is fetched at once, with no import waterfall) and
 * imports the route modules dynamically (the same module namespace objects).
 * Idempotent: a document already rewritten is left as it is.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const chunks: string[] = []
  const withoutHints = html.replace(modulePreload, (tag) => {
    const href = hrefOf.exec(tag)?.[1]
    if (href && !chunks.includes(href)) chunks.push(href)
    return ''
  })
  return withoutHints.replace(moduleScript, (whole, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(staticImport)]
    if (!imports.length) return whole
    const names = imports.map((m) => m[1]).join(', ')
    const urls = imports.map((m) => m[2]).join(', ')
    const hints = chunks.length
      ? `for (const href of ${JSON.stringify(chunks)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`
      : ''
    const rest = body.replace(staticImport, '').replace(/^[;\s]+/, '')
    return `${open}${untilFirstPaint}\n${hints}const [${names}] = await Promise.all([${urls}].map((u) => import(u)));\n${rest}${close}`
  })
}

/** Characters HTML forbids in a document: C0 and C1 controls (but tab, newline, form feed, return) and noncharacters. */
const controlCharacter = /(?![\t\n\f\r])[\p{Cc}\p{Noncharacter_Code_Point}]/gu

/**
 * Shows a control character or a noncharacter as U+FFFD, as a browser would. React escapes markup but not
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
