import { describe, expect, it } from 'vitest'
import { packWords, unpackWords } from './packed-words'

const template = { title: 'Title', links: [{ to: '/a', label: 'A' }], nested: { one: 'One', two: 'Two' } }

describe('packed words', () => {
  it('carries only the values, in the template’s order, and reads them back in its shape', () => {
    const words = {
      title: 'Título',
      links: [{ to: '/es/a', label: 'Á' }],
      nested: { two: 'Dos', one: 'Uno' },
    }
    const packed = packWords(template, words)
    expect(packed).toBe('Título¦/es/a¦Á¦Uno¦Dos')
    expect(unpackWords(template, packed)).toEqual(words)
  })

  it('refuses words of another shape, or holding the separator', () => {
    expect(() => packWords(template, { ...template, links: [] })).toThrow(/does not have 1 items/)
    expect(() => packWords(template, { ...template, nested: { one: 'Uno' } } as never)).toThrow(/two/)
    expect(() => packWords(template, { ...template, title: 'a¦b' })).toThrow(/contains/)
  })
})
