const modulePreload = /<link rel="modulepreload"[^>]*>/g
const hrefOf = /\bhref="([^"]+)"/
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
const staticImport = /import \* as (\w+) from ("[^"]+");/g
const noscriptLinks = /<noscript>((?:<link\b[^>]*>)+)<\/noscript>/g
const linkTag = /<link\b([^>]*?)\/?>/g
const attribute = /([\w-]+)="([^"]*)"/g

/**
 * Waits for the first contentful paint (or a frame where the browser does not
 * report paints; at most 3 s, since a hidden tab never paints) and, on a page
 * whose largest paint is a picture it fetches first (`fetchpriority="high"`),
 * for that picture's paint too (its largest-contentful-paint entry; its load and
 * a frame where the browser reports none; or the visitor's first tap or key,
 * after which the browser reports none): what is fetched after the wait then
 * never shares the line with the page's largest paint (decision 029, amended).
 */
const heroWait = `
  const hero = document.querySelector("img[fetchpriority=high]");
  if (P?.supportedEntryTypes?.includes("largest-contentful-paint")) {
    let seen = false;
    const done = () => { if (!seen) { seen = true; one(); } };
    new P((l, o) => { if (l.getEntries().some((e) => e.element === hero)) { o.disconnect(); done(); } }).observe({ type: "largest-contentful-paint", buffered: true });
    hero.addEventListener("error", done, { once: true });
    for (const type of ["pointerdown", "keydown"]) addEventListener(type, done, { once: true, capture: true });
  } else {
    const shown = () => requestAnimationFrame(() => setTimeout(one));
    if (hero.complete) shown(); else { hero.addEventListener("load", shown, { once: true }); hero.addEventListener("error", shown, { once: true }); }
  }`
const firstPicture = /<img\b[^>]*\bfetchPriority="high"/i

const untilFirstPaint = (picture: boolean) => `await new Promise((go) => {
  const P = globalThis.PerformanceObserver;
  let waits = ${picture ? 2 : 1};
  const one = () => { if (--waits === 0) go(); };${picture ? heroWait : ''}
  if (P?.supportedEntryTypes?.includes("paint")) new P((l, o) => { if (l.getEntriesByName("first-contentful-paint").length) { o.disconnect(); one(); } }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(one));
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
 *
 * Links the document makes only inside `<noscript>` (the site's stylesheet,
 * whose rules this document uses are inlined, and the headline face where the
 * head does not preload it: decision 032) are added at the same moment, before the chunks, and hydration
 * waits for the stylesheet too, so what scripts draw is never drawn unstyled.
 * Idempotent: a document already rewritten is left as it is.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const chunks: string[] = []
  const withoutHints = html.replace(modulePreload, (tag) => {
    const href = hrefOf.exec(tag)?.[1]
    if (href && !chunks.includes(href)) chunks.push(href)
    return ''
  })
  const deferred = deferredLinks(withoutHints)
  return withoutHints.replace(moduleScript, (whole, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(staticImport)]
    if (!imports.length) return whole
    const names = imports.map((m) => m[1]).join(', ')
    const urls = imports.map((m) => m[2]).join(', ')
    const styles = deferred.length
      ? `const sheets = ${JSON.stringify(deferred)}.map((attrs) => new Promise((done) => { const link = document.createElement("link"); for (const [k, v] of Object.entries(attrs)) link.setAttribute(k, v); if (attrs.rel === "stylesheet") link.onload = link.onerror = done; else done(); document.head.append(link); }));\n`
      : ''
    const hints = chunks.length
      ? `for (const href of ${JSON.stringify(chunks)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`
      : ''
    const ready = deferred.length ? 'await Promise.all(sheets);\n' : ''
    const rest = compactManifest(body.replace(staticImport, '').replace(/^[;\s]+/, ''))
    return `${open}${untilFirstPaint(firstPicture.test(withoutHints))}\n${styles}${hints}const [${names}] = await Promise.all([${urls}].map((u) => import(u)));\n${ready}${rest}${close}`
  })
}

const prettyManifest =
  /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\s*window\.__reactRouterRouteModules)/

/**
 * React Router writes the route manifest it inlines indented by two spaces: written compact it is the
 * same object in fewer bytes of every document (decision 039, "Bytes and budgets").
 */
function compactManifest(script: string): string {
  return script.replace(prettyManifest, (whole, start: string, json: string, end: string) => {
    try {
      return `${start}${JSON.stringify(JSON.parse(json))}${end}`
    } catch {
      return whole
    }
  })
}

/**
 * The links the document makes only inside `<noscript>` (one also made in <head>,
 * as the font's preload on most pages or the stylesheet in development, left out),
 * each as its attributes: for a page read with scripts they are the module
 * script's to add.
 */
export function deferredLinks(html: string): Record<string, string>[] {
  const out: Record<string, string>[] = []
  for (const [, links] of html.matchAll(noscriptLinks)) {
    for (const [, attrs] of links.matchAll(linkTag)) {
      const link = Object.fromEntries([...attrs.matchAll(attribute)].map(([, k, v]) => [k, v]))
      if (!link.href) continue
      const mentions = html.split(`href="${link.href}"`).length - 1
      if (mentions === 1 && !out.some((l) => l.href === link.href)) out.push(link)
    }
  }
  return out
}

/** Characters HTML forbids in a document: C0 and C1 controls (but tab, newline, form feed, return) and noncharacters. */
const controlCharacter = /(?![\t\n\f\r])[\p{Cc}\p{Noncharacter_Code_Point}]/gu
/**
 * Every code unit one of those can begin or end with: a plain class scans a page about three times
 * faster than the Unicode one, and almost every page has none (a noncharacter of the higher planes
 * ends in U+DFFE or U+DFFF).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what it is for
const maybeControlCharacter = /[\x00-\x08\x0B\x0E-\x1F\x7F-\x9F\uFDD0-\uFDEF\uFFFE\uFFFF\uDFFE\uDFFF]/

/**
 * Shows a control character or a noncharacter as U+FFFD, as a browser would. React escapes markup but not
 * these; a form refused for one echoes what the visitor typed, which must stay valid HTML.
 */
export function replaceControlCharacters(html: string): string {
  return maybeControlCharacter.test(html) ? html.replace(controlCharacter, '\uFFFD') : html
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

const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The contents of the document's `<style>` elements (its critical CSS: decision 032). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(inlineStyle)].map((m) => m[1] ?? '')
}
