import { describe, expect, it } from 'vitest'
import { executableInlineScripts, replaceControlCharacters, stripModulePreloads } from './html'
import { sitemapXml } from './sitemap'

describe('html helpers', () => {
  it('removes modulepreload hints and nothing else', () => {
    const html = '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head>'
    expect(stripModulePreloads(html)).toBe('<head><link rel="stylesheet" href="/s.css"/></head>')
  })

  it('shows control characters as U+FFFD and keeps tab, newline, form feed, return and text', () => {
    expect(replaceControlCharacters('<textarea>hi\u0000x\u0007\u0085 é\t\n\f\r</textarea>')).toBe(
      '<textarea>hi\uFFFDx\uFFFD\uFFFD é\t\n\f\r</textarea>',
    )
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
