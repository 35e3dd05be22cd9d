import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-copy.server'
import { pseudoCatalog, pseudoMessage } from './pseudo'

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets words', () => {
    const pseudo = pseudoMessage('Contact us')
    expect(pseudo).toMatch(/^⟦.*⟧$/)
    expect(pseudo).not.toMatch(/[a-z]{2}/i)
    expect(pseudo.length).toBeGreaterThan('Contact us'.length + 3)
  })

  it('keeps placeholders, plural and select keys and # as ICU needs them', () => {
    const message =
      'Try again in {unit, select, second {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}, or call {phone}.'
    const pseudo = pseudoMessage(message)
    expect(() => compileMessage(pseudo)).not.toThrow()
    const said = formatMessage('en', pseudo, { unit: 'minute', wait: 2, phone: '(470) 555-0142' })
    expect(said).toMatch(/^⟦.*2 .*\(470\) 555-0142\.⟧$/)
    expect(said).not.toMatch(/minutes|Try/)
  })

  it('leaves paths, links and bare placeholders as they are', () => {
    for (const data of ['https://x.example', 'tel:+1470', '{phoneHref}', '{count}+', '2-3'])
      expect(pseudoMessage(data)).toBe(data)
  })

  it('keeps a catalog’s shape and its data fields', () => {
    const catalog = {
      title: 'Call us',
      perPeriod: '/year',
      links: [{ to: '/es/contact', label: 'Contact' }],
      channels: [{ kind: 'call', label: 'Call', href: '{phoneHref}' }],
    }
    const pseudo = pseudoCatalog(catalog)
    expect(pseudo.links[0].to).toBe('/es/contact')
    expect(pseudo.perPeriod).toMatch(/^⟦\/ýéé/)
    expect(pseudo.channels[0].kind).toBe('call')
    expect(pseudo.channels[0].href).toBe('{phoneHref}')
    expect(pseudo.channels[0].label).toMatch(/^⟦/)
    expect(pseudo.title).toMatch(/^⟦/)
  })
})
