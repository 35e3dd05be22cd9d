import { describe, expect, it } from 'vitest'
import { decimalFromText } from './decimal'

describe('decimalFromText', () => {
  it('reads plain digits with an optional decimal point, and a blank as missing', () => {
    expect(decimalFromText(' 500 ')).toBe(500)
    expect(decimalFromText('450.5')).toBe(450.5)
    expect(decimalFromText('')).toBeUndefined()
    expect(decimalFromText(600)).toBe(600)
  })

  it('refuses what Number() would read but a person never types', () => {
    for (const text of [
      '0x1F4',
      '0b1',
      '0o7',
      '1e3',
      '-500',
      '+500',
      'Infinity',
      '1_000',
      '1,200',
      '.5',
      '5.',
    ])
      expect([text, decimalFromText(text)]).toEqual([text, Number.NaN])
  })
})
