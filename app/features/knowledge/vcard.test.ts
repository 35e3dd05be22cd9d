import { describe, expect, it } from 'vitest'
import { buildVCard, escapeVCardText, foldLine } from './vcard'

describe('vCard', () => {
  const card = buildVCard({
    name: 'Renee Okafor',
    organization: 'Refined Resin',
    title: 'Technical Director',
    email: 'renee@refinedresin.example',
    phone: '+14705550142',
    url: 'https://www.linkedin.com/in/renee-okafor-coatings',
    note: 'Coatings inspector; moisture testing, product selection, and QA.',
  })
  const lines = card.split('\r\n')

  it('is a vCard 4.0 with CRLF lines and the required FN', () => {
    expect(lines[0]).toBe('BEGIN:VCARD')
    expect(lines[1]).toBe('VERSION:4.0')
    expect(lines).toContain('FN:Renee Okafor')
    expect(lines).toContain('N:Okafor;Renee;;;')
    expect(lines).toContain('EMAIL;TYPE=work:renee@refinedresin.example')
    expect(lines).toContain('URL:https://www.linkedin.com/in/renee-okafor-coatings')
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
    expect(card.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeVCardText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(card).toContain('NOTE:Coatings inspector\\; moisture testing\\, product selection\\, and QA.')
  })

  it('folds lines longer than 75 octets, never splitting a character', () => {
    const long = `NOTE:${'é'.repeat(100)}`
    const folded = foldLine(long)
    const parts = folded.split('\r\n')
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long)
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true)
  })
})
