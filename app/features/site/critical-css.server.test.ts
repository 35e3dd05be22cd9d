import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inlineCriticalCss } from './critical-css.server'

const clientDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'))
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(
  path.join(clientDir, 'assets/app-1.css'),
  [
    '@font-face{font-family:Display;src:url(/assets/display.woff2)format("woff2")}',
    ':root{--font-display:Display,serif}',
    'h1{font-family:var(--font-display)}',
    '.used{color:red}.used:hover{color:blue}',
    '.unused{color:green}',
    '.dialog[data-state=open]{display:block}',
    '@media (min-width:40rem){.used{color:pink}.also-unused{margin:0}}',
  ].join(''),
)
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript></body></html>`

describe('critical CSS (decision 032)', () => {
  it("puts the rules the document's markup uses, and every font face, in a <style> at the end of <head>", () => {
    const out = inlineCriticalCss(page('<h1 class="used">Hi</h1>'), { clientDir })
    const css = /<style data-critical="">([\s\S]*?)<\/style><\/head>/.exec(out)?.[1] ?? ''
    expect(css).toContain('@font-face{font-family:Display')
    expect(css).toContain('h1{font-family:var(--font-display)}')
    expect(css).toContain('.used{color:red}')
    expect(css).toContain('.used:hover{color:blue}')
    expect(css).toMatch(/@media \(min-width:\s?40rem\)\{\.used\{color:pink\}\}/)
    expect(css).not.toContain('unused')
    expect(css).not.toContain('data-state')
    // The whole sheet stays where root.tsx put it, for pages read without scripts.
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>')
    expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1)
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

  it('leaves a document without the deferred stylesheet alone', () => {
    const html = '<html><head></head><body><p>x</p></body></html>'
    expect(inlineCriticalCss(html, { clientDir })).toBe(html)
  })
})
