import { describe, expect, it } from 'vitest'
import {
  deferredLinks,
  executableInlineScripts,
  hydrateAfterFirstPaint,
  inlineStyles,
  replaceControlCharacters,
} from './html'
import { sitemapXml } from './sitemap'

describe('html helpers', () => {
  it("takes the modulepreload hints out of <head> and starts the module script's imports after the first paint", () => {
    const html =
      '<head><link rel="modulepreload" href="/entry.js"/><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
      '<body><script>window.ctx = 1</script><script nonce="n" type="module" async="">;\nimport * as route0 from "/a.js";\nimport * as route1 from "/b.js";\n  window.__reactRouterRouteModules = {"root":route0,"r":route1};\n\nimport("/entry.js");</script></body>'
    const out = hydrateAfterFirstPaint(html)
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>')
    expect(out).toContain('<script>window.ctx = 1</script>')
    const [, body] = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(out) ?? []
    expect(body).not.toMatch(/^\s*import \*/m)
    // Waits for the paint before anything is fetched, then hints every chunk, then imports.
    const wait = body.indexOf('first-contentful-paint')
    const hints = body.indexOf('["/entry.js","/a.js"]')
    const imports = body.indexOf(
      'const [route0, route1] = await Promise.all(["/a.js", "/b.js"].map((u) => import(u)));',
    )
    expect(wait).toBeGreaterThan(-1)
    expect(hints).toBeGreaterThan(wait)
    expect(imports).toBeGreaterThan(hints)
    expect(body.indexOf('import("/entry.js")')).toBeGreaterThan(imports)
    expect(hydrateAfterFirstPaint(out)).toBe(out)
  })

  it('waits for the largest paint too where the page fetches a picture first, and only there', () => {
    const page = (img: string) =>
      `<head><link rel="modulepreload" href="/entry.js"/></head><body>${img}<script type="module">import * as route0 from "/a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/entry.js");</script></body>`
    const withPicture = hydrateAfterFirstPaint(page('<img src="/h.avif" fetchPriority="high"/>'))
    const without = hydrateAfterFirstPaint(page('<img src="/h.avif" loading="lazy"/>'))
    const hints = (html: string) => html.indexOf('["/entry.js"]')
    expect(withPicture.indexOf('largest-contentful-paint')).toBeGreaterThan(-1)
    expect(withPicture.indexOf('largest-contentful-paint')).toBeLessThan(hints(withPicture))
    expect(without).not.toContain('largest-contentful-paint')
    expect(without.length).toBeLessThan(withPicture.length)
  })

  it('adds the links made only in <noscript> after the first paint, and hydrates once the stylesheet has loaded', () => {
    const html =
      '<head><link rel="modulepreload" href="/entry.js"/><style data-critical="">a{}</style></head>' +
      '<body><script type="module">import * as route0 from "/a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/entry.js");</script>' +
      '<noscript><link rel="preload" href="/assets/face.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="stylesheet" href="/assets/app.css"/></noscript></body>'
    const out = hydrateAfterFirstPaint(html)
    const [, body] = /<script type="module">([\s\S]*?)<\/script>/.exec(out) ?? []
    const wait = body.indexOf('first-contentful-paint')
    const sheet = body.indexOf(
      '[{"rel":"preload","href":"/assets/face.woff2","as":"font","type":"font/woff2","crossorigin":"anonymous"},{"rel":"stylesheet","href":"/assets/app.css"}]',
    )
    const hints = body.indexOf('["/entry.js"]')
    const imports = body.indexOf('await Promise.all(["/a.js"]')
    const loaded = body.indexOf('await Promise.all(sheets)')
    const rest = body.indexOf('window.__reactRouterRouteModules')
    // Paint, then the stylesheet first of all fetches, then the chunks; hydration waits for both.
    expect(wait).toBeGreaterThan(-1)
    expect(sheet).toBeGreaterThan(wait)
    expect(hints).toBeGreaterThan(sheet)
    expect(imports).toBeGreaterThan(hints)
    expect(loaded).toBeGreaterThan(imports)
    expect(rest).toBeGreaterThan(loaded)
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/></noscript>')
    expect(hydrateAfterFirstPaint(out)).toBe(out)
  })

  it('writes the inlined route manifest compact, the same object', () => {
    const manifest = { entry: { module: '/entry.js', imports: ['/a.js'] }, routes: { root: { id: 'root' } } }
    const html = `<body><script type="module">import * as route0 from "/a.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/entry.js");</script></body>`
    const out = hydrateAfterFirstPaint(html)
    expect(out).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`)
    expect(out).not.toContain(JSON.stringify(manifest, null, 2))
  })

  it('leaves a stylesheet linked in <head> as well (development) to the page', () => {
    const linked =
      '<head><link rel="stylesheet" href="/app/app.css"/></head><body><noscript><link rel="stylesheet" href="/app/app.css"/></noscript></body>'
    expect(deferredLinks(linked)).toEqual([])
    expect(
      deferredLinks(linked.replace('<link rel="stylesheet" href="/app/app.css"/></head>', '</head>')),
    ).toEqual([{ rel: 'stylesheet', href: '/app/app.css' }])
  })

  it('finds the contents of <style> elements', () => {
    expect(
      inlineStyles('<style data-critical="" nonce="n">a{b:c}</style><p>x</p><style>d{}</style>'),
    ).toEqual(['a{b:c}', 'd{}'])
  })

  it('leaves a module script without static imports as it is', () => {
    const html = '<script type="module">console.log(1)</script>'
    expect(hydrateAfterFirstPaint(html)).toBe(html)
  })

  it('shows control characters as U+FFFD and keeps tab, newline, form feed, return and text', () => {
    expect(replaceControlCharacters('<textarea>hi\u0000x\u0007\u0085 é\t\n\f\r</textarea>')).toBe(
      '<textarea>hi\uFFFDx\uFFFD\uFFFD é\t\n\f\r</textarea>',
    )
    // Noncharacters are parse errors in HTML too (a search for `x\uFFFEy` echoed one raw).
    expect(replaceControlCharacters('<input value="x\uFFFEy\uFDD0\u{10FFFF}">')).toBe(
      '<input value="x\uFFFDy\uFFFD\uFFFD">',
    )
  })

  it('replaces each forbidden character even when it is the only one on the page', () => {
    const controls = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].filter(
      (c) => ![0x09, 0x0a, 0x0c, 0x0d].includes(c),
    )
    const noncharacters = [
      ...Array.from({ length: 32 }, (_, i) => 0xfdd0 + i),
      ...Array.from({ length: 17 }, (_, plane) => [
        plane * 0x10000 + 0xfffe,
        plane * 0x10000 + 0xffff,
      ]).flat(),
    ]
    const page = (c: number) => `<p>${'x'.repeat(2000)}${String.fromCodePoint(c)}y</p>`
    for (const c of [...controls, ...noncharacters])
      expect(replaceControlCharacters(page(c)), `U+${c.toString(16)}`).toBe(
        `<p>${'x'.repeat(2000)}\uFFFDy</p>`,
      )
    // Letters of the higher planes, an emoji among them, stay as they are.
    for (const text of ['\u{1F600}', '\u{2FFFD}', '\u{10FFFD}', '\u00A0é\t\n'])
      expect(replaceControlCharacters(`<p>${text}</p>`)).toBe(`<p>${text}</p>`)
  })

  it('finds executable inline scripts but not data blocks or external scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>'
    expect(executableInlineScripts(html)).toEqual(['a()', 'b()'])
  })

  it('lists each path once as an absolute, escaped URL', () => {
    const xml = sitemapXml('https://example.com', ['/', '/a', '/a', '/q&a'])
    expect(xml.match(/<loc>/g)).toHaveLength(3)
    expect(xml).toContain('<loc>https://example.com/q&amp;a</loc>')
  })
})
