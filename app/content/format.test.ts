import { describe, expect, it } from 'vitest'
import { addressForm, count, multiplier, percent, plural, sqft, usd, usdRange, usdThousands } from './format'

describe('dollars', () => {
  it('are whole and rounded unless a page asks for cents', () => {
    expect(usd(12994)).toBe('$12,994')
    expect(usd(12994.5)).toBe('$12,995')
    expect(usdRange(12994, 18288)).toBe('$12,994 – $18,288')
  })

  it('show cents always or when there are any', () => {
    expect(usd(6.75, { cents: 'always' })).toBe('$6.75')
    expect(usd(9.5, { cents: 'always' })).toBe('$9.50')
    expect(usd(2500, { cents: 'when-any' })).toBe('$2,500')
    expect(usd(2512.5, { cents: 'when-any' })).toBe('$2,512.50')
    expect(usd(30.000000000000004, { cents: 'when-any' })).toBe('$30')
    expect(usd(9.5, { cents: 'when-any' })).toBe('$9.50')
  })

  it('in thousands, for axes and tiers', () => {
    expect(usdThousands(25000)).toBe('$25K')
    expect(usdThousands(0)).toBe('$0K')
  })
})

describe('other figures', () => {
  it('write rates, areas and factors the one way the site shows them', () => {
    expect(percent(0.15)).toBe('15%')
    expect(percent(0.025)).toBe('3%')
    expect(sqft(1250)).toBe('1,250 sq ft')
    expect(multiplier(1.4)).toBe('×1.40')
    expect(count(1476)).toBe('1,476')
    expect(count(12)).toBe('12')
    expect(plural(1, 'article')).toBe('1 article')
    expect(plural(1476, 'article')).toBe('1,476 articles')
  })
})

describe('addressForm', () => {
  it('drops accents, so Spanish names make whole words', () => {
    expect(addressForm('Lucía Núñez, Peñuelas', 50)).toBe('lucia-nunez-penuelas')
    expect(addressForm('  ¡Piso épico!  ', 50)).toBe('piso-epico')
    expect(addressForm('a'.repeat(10), 4)).toBe('aaaa')
  })
})
