import { describe, expect, it } from 'vitest'
import { inOrderOf } from './seed-order'

describe('inOrderOf', () => {
  it('writes an object read back from jsonb as the seed writes it', () => {
    const seed = { phone: '1', social: [{ label: 'Instagram', href: 'https://i' }], hours: { mon: 'x' } }
    // jsonb's order: shorter keys first.
    const stored = {
      hours: { mon: 'x' },
      phone: '1',
      social: [
        { href: 'https://f', label: 'Facebook' },
        { href: 'https://i', label: 'Instagram' },
      ],
    }
    expect(JSON.stringify(inOrderOf(stored, seed))).toBe(
      '{"phone":"1","social":[{"label":"Facebook","href":"https://f"},{"label":"Instagram","href":"https://i"}],"hours":{"mon":"x"}}',
    )
  })

  it('keeps keys the seed lacks, after its own, and drops none', () => {
    const out = inOrderOf({ z: 1, b: 2, a: 3 }, { a: 0, b: 0 })
    expect(Object.keys(out)).toEqual(['a', 'b', 'z'])
    expect(out).toEqual({ z: 1, b: 2, a: 3 })
  })

  it('leaves values that are not plain objects as they are', () => {
    const date = new Date(0)
    expect(inOrderOf(date, {})).toBe(date)
    expect(inOrderOf([1, 'a', null], [{}])).toEqual([1, 'a', null])
    expect(inOrderOf({ a: null }, { a: { b: 1 } })).toEqual({ a: null })
  })

  it('keeps a key named __proto__ from the database as data, not as a prototype', () => {
    const stored = JSON.parse('{"__proto__":{"polluted":true},"a":1}')
    const out = inOrderOf(stored, { a: 0 }) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['a', '__proto__'])
    expect(JSON.stringify(out)).toBe('{"a":1,"__proto__":{"polluted":true}}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
