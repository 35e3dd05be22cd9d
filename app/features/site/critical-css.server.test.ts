import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inlineCriticalCss, unwrapWhereAndIs, withoutUnusedProperties } from './critical-css.server'

const clientDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(
  path.join(clientDir, 'assets/app-1.css'),
  [
    '@font-face{font-family:Display;src:url(/assets/display.woff2)format("woff2")}',
    '@font-face{font-family:Display Fallback;src:local(Times New Roman Bold);size-adjust:110%}',
    ':root{--font-display:Display,serif}',
    'h1{font-family:var(--font-display);translate:var(--a) var(--b)}',
    '.used{color:red}.used:hover{color:blue}',
    '.unused{color:green}',
    '.dialog[data-state=open]{display:block}',
    '@media (min-width:40rem){.used{color:pink}.also-unused{margin:0}}',
    '@property --a{syntax:"*";inherits:false;initial-value:0}@property --b{syntax:"*";inherits:false}',
    ':where(.space-y-2>:not(:last-child)){margin-block-start:8px}:where(.space-y-9>:not(:last-child)){margin:9px}',
    '@media (width>=40rem){:where(.sm\\:divide-x>:not(:last-child)){border-inline-width:1px}}',
    ':is(:where(.group):hover .group-hover\\:block){display:block}',
    '::-webkit-date-and-time-value{min-height:1lh}:focus-visible{outline:2px}',
    '.\\[\\&_h2\\]\\:mt-10 h2{margin-top:40px}.\\[\\&\\>li\\]\\:mt-2>li{margin-top:8px}',
  ].join(''),
)
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript></body></html>`

describe('critical CSS (decision 032)', () => {
  it("puts the rules the document's markup uses, and the local font faces, in a <style> at the end of <head>", () => {
    const out = inlineCriticalCss(
      page(
        '<h1 class="used">Hi</h1><ul class="space-y-2 sm:divide-x [&amp;&gt;li]:mt-2"><li>a</li><li>b</li></ul><p class="group"><b class="group-hover:block">c</b></p><div class="[&amp;_h2]:mt-10"><h2>d</h2></div>',
      ),
      { clientDir },
    )
    const css = /<style data-critical="">([\s\S]*?)<\/style><\/head>/.exec(out)?.[1] ?? ''
    // The local fallback draws the first paint; the face to download comes with the whole sheet.
    expect(css).toContain('@font-face{font-family:Display Fallback;src:local(Times New Roman Bold)')
    expect(css).not.toContain('display.woff2')
    expect(css).toContain('h1{font-family:var(--font-display);translate:var(--a) var(--b)}')
    expect(css).toContain('.used{color:red}')
    expect(css).toContain('.used:hover{color:blue}')
    expect(css).toMatch(/@media \(min-width:\s?40rem\)\{\.used\{color:pink\}\}/)
    expect(css).not.toContain('unused')
    // Rules beasties would not look into, written back as they were (a :where weighs nothing).
    expect(css).toContain(':where(.space-y-2>:not(:last-child)){margin-block-start:8px}')
    expect(css).toMatch(/@media \(width>=40rem\)\{:where\(\.sm\\:divide-x>:not\(:last-child\)\)\{/)
    expect(css).toContain(':is(:where(.group):hover .group-hover\\:block){display:block}')
    expect(css).not.toContain('space-y-9')
    // Preflight's pseudo-only rules (a date field's height, the focus ring).
    expect(css).toContain('::-webkit-date-and-time-value{min-height:1lh}:focus-visible{outline:2px}')
    // Arbitrary variants, whose class names React writes with `&amp;` and `&gt;`.
    expect(css).toContain('.\\[\\&_h2\\]\\:mt-10 h2{margin-top:40px}')
    expect(css).toContain('.\\[\\&\\>li\\]\\:mt-2>li{margin-top:8px}')
    expect(css).not.toContain(':-critical-')
    // Each at-rule block stands alone: a `;` after one would swallow the next rule.
    expect(css).toContain('@property --a{syntax:"*";inherits:false;initial-value:0}@property --b{')
    expect(css).not.toContain('};')
    expect(css).not.toContain('data-state')
    // The whole sheet stays where root.tsx put it, for pages read without scripts.
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>')
    expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1)
  })

  it('inlines a downloaded face only when the head preloads its file', () => {
    const preloading = page('<h1 class="used">Hi</h1>').replace(
      '</head>',
      '<link rel="preload" href="/assets/display.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>',
    )
    const css = /<style data-critical="">([\s\S]*?)<\/style>/.exec(
      inlineCriticalCss(preloading, { clientDir }),
    )?.[1]
    expect(css).toContain('@font-face{font-family:Display;src:url(/assets/display.woff2)')
    expect(css).toContain('@font-face{font-family:Display Fallback;')
  })

  it("carries a server render's nonce, and leaves a document it has been through as it is", () => {
    const out = inlineCriticalCss(page('<p class="used">x</p>'), { clientDir, nonce: 'abc+/=' })
    expect(out).toContain('<style data-critical="" nonce="abc+/=">')
    expect(inlineCriticalCss(out, { clientDir, nonce: 'other' })).toBe(out)
  })

  it('links the stylesheet in <head> when there is no built file to read (development)', () => {
    const dev = page('<p class="used">x</p>').replace('/assets/app-1.css', '/app/app.css')
    const out = inlineCriticalCss(dev)
    expect(out).toContain('<link rel="stylesheet" href="/app/app.css"/></head>')
    expect(out).not.toContain('<style')
  })

  it('unwraps :where and :is around a single selector, not around a list', () => {
    expect(unwrapWhereAndIs(':where(.space-y-2>:not(:last-child))')).toBe('.space-y-2>:not(:last-child)')
    expect(unwrapWhereAndIs(':is(:where(.group):hover .group-hover\\:block)')).toBe(
      '.group:hover .group-hover\\:block',
    )
    expect(unwrapWhereAndIs('button,input:where([type=button],[type=reset])')).toBe(
      'button,input:where([type=button],[type=reset])',
    )
    expect(unwrapWhereAndIs(':where(.group):is([open],:open) .x')).toBe('.group:is([open],:open) .x')
    expect(unwrapWhereAndIs('.a\\:where\\(b\\)')).toBe('.a\\:where\\(b\\)')
  })

  it('keeps only the custom properties the inline CSS or the markup reads, and what those read', () => {
    const css =
      '@layer properties{@supports (x:y){*,:before{--tw-a:0;--tw-b:0;--tw-content:""}}}' +
      '@layer theme{:root,:host{--color-a:red;--color-b:blue;--font-x:var(--font-y);--font-y:serif;--unused:1px}}' +
      '@layer utilities{.a{color:var(--color-a);--tw-a:1;translate:var(--tw-a)}.x{font-family:var(--font-x)}}' +
      '@property --tw-a{syntax:"*";inherits:false;initial-value:0}@property --tw-b{syntax:"*";inherits:false}'
    const out = withoutUnusedProperties(css, '<p style="color:var(--color-b)">x</p>')
    expect(out).toBe(
      '@layer properties{@supports (x:y){*,:before{--tw-a:0}}}' +
        '@layer theme{:root,:host{--color-a:red;--color-b:blue;--font-x:var(--font-y);--font-y:serif}}' +
        '@layer utilities{.a{color:var(--color-a);--tw-a:1;translate:var(--tw-a)}.x{font-family:var(--font-x)}}' +
        '@property --tw-a{syntax:"*";inherits:false;initial-value:0}',
    )
  })

  it('leaves a document without the deferred stylesheet alone', () => {
    const html = '<html><head></head><body><p>x</p></body></html>'
    expect(inlineCriticalCss(html, { clientDir })).toBe(html)
  })
})
