import { describe, expect, it } from 'vitest'
import { markdownToSafeHtml } from './markdown.server'

describe('Markdown from the console, as a public page carries it', () => {
  it('keeps what an article needs: headings, lists, emphasis, links, tables, the site’s own pictures', () => {
    const html = markdownToSafeHtml(
      [
        '## Prep',
        '',
        'A **bold** and _quiet_ [guide](/knowledge) or [NOAA](https://www.noaa.gov "climate").',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|:--|--:|',
        '| 1 | 2 |',
        '',
        '![Copper garage](/images/content/3f2a-960.webp)',
      ].join('\n'),
    )
    expect(html).toContain('<h2>Prep</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="/knowledge">guide</a>')
    expect(html).toContain('<a href="https://www.noaa.gov" title="climate">NOAA</a>')
    expect(html).toContain('<li>two</li>')
    expect(html).toContain('<th align="left">a</th>')
    expect(html).toContain('<img src="/images/content/3f2a-960.webp" alt="Copper garage" />')
  })

  it.each([
    ['a script', '<script>alert(1)</script>', /<script/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['an event handler', '<img src="/images/content/a.webp" onerror="alert(1)">', /<img[^>]*onerror/i],
    ['an inline style', '<p style="display:none">x</p>', /<p style/i],
    ['a javascript: link', '[x](javascript:alert(1))', /javascript:/i],
    ['a mixed-case javascript: link', '[x](JaVaScRiPt:alert(1))', /javascript:/i],
    ['an encoded javascript: link', '[x](&#106;avascript:alert(1))', /href="[^"]*avascript/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:text/i],
    ['a picture from elsewhere', '![x](https://evil.example/track.gif)', /evil\.example/],
    ['a protocol-relative picture', '![x](//evil.example/t.gif)', /evil\.example/],
    ['an svg', '<svg onload="alert(1)"></svg>', /<svg/i],
  ])('never lets %s reach the page', (_name, source, forbidden) => {
    expect(markdownToSafeHtml(source)).not.toMatch(forbidden)
  })

  it('turns a level-1 heading into a level 2: the page’s title is its only h1', () => {
    expect(markdownToSafeHtml('# Title')).toBe('<h2>Title</h2>\n')
  })
})
