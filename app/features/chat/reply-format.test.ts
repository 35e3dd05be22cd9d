import { describe, expect, it } from 'vitest'
import { isSafePath, paragraphs, segments } from './reply-format'

describe('reply formatting', () => {
  it('turns same-site Markdown links into links and keeps the text around them', () => {
    expect(segments('Try the [instant estimator](/estimator) today.')).toEqual([
      { kind: 'text', text: 'Try the ' },
      { kind: 'link', text: 'instant estimator', href: '/estimator' },
      { kind: 'text', text: ' today.' },
    ])
  })

  it('keeps only the label of links that leave the site or run script', () => {
    for (const href of [
      'https://evil.example/x',
      '//evil.example',
      'javascript:alert',
      '/\\evil.example',
      'data:text/html,hi',
      '/../../etc/passwd',
    ]) {
      expect(segments(`see [this](${href}) now`)).toEqual([{ kind: 'text', text: 'see this now' }])
    }
  })

  it('leaves HTML as text', () => {
    expect(segments('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
  })

  it('accepts service-area and article paths', () => {
    expect(isSafePath('/service-area/30518')).toBe(true)
    expect(isSafePath('/article/garage-floor-prep-guide#faq')).toBe(true)
    expect(isSafePath('estimator')).toBe(false)
  })

  it('splits paragraphs and list items', () => {
    const p = paragraphs('Finishes:\n- Metallic\n- Flake\n\nNext step: [portfolio](/portfolio).')
    expect(p).toHaveLength(2)
    expect(p[0].map((l) => l.bullet)).toEqual([false, true, true])
    expect(p[0][1].segments).toEqual([{ kind: 'text', text: 'Metallic' }])
    expect(p[1][0].segments[1]).toEqual({ kind: 'link', text: 'portfolio', href: '/portfolio' })
  })
})
