import { describe, expect, it } from 'vitest'
import { wordRefusal } from '~/i18n/refusals.server'
import { estimateRequestSchema } from './schema'

const valid = {
  spaceType: 'patio',
  squareFootage: '1250',
  finishStyle: 'custom',
  zipcode: '30518',
  timeline: 'later',
}

function errorsOf(input: Record<string, unknown>) {
  const r = estimateRequestSchema.safeParse(input)
  // The schema refuses with codes; English words them as a visitor reads them (decision 039).
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), wordRefusal('en', i.message)]))
}

describe('estimateRequestSchema', () => {
  it('accepts the five answers as the form and the URL send them (text)', () => {
    expect(estimateRequestSchema.parse(valid)).toEqual({ ...valid, squareFootage: 1250 })
  })

  it.each(['3051', '305188', 'abcde', '30 51', '', '<script>'])(
    'rejects the zipcode %j with the spec message',
    (zip) => {
      expect(errorsOf({ ...valid, zipcode: zip }).zipcode).toBe('Must be a valid 5-digit zipcode')
    },
  )

  it.each(['99', '5001', '1250.5', 'abc', '', '1e9', '-400', '0x1F4', '5e2', '+500', '9007199254740993'])(
    'rejects %j square feet',
    (sqft) => {
      expect(errorsOf({ ...valid, squareFootage: sqft }).squareFootage).toMatch(/from 100 to 5,000/)
    },
  )

  it('accepts the slider ends', () => {
    expect(estimateRequestSchema.safeParse({ ...valid, squareFootage: '100' }).success).toBe(true)
    expect(estimateRequestSchema.safeParse({ ...valid, squareFootage: '5000' }).success).toBe(true)
  })

  it('rejects values outside the lists, and missing ones, field by field', () => {
    expect(errorsOf({ ...valid, spaceType: 'castle' }).spaceType).toBe('Choose the type of space.')
    expect(errorsOf({ ...valid, finishStyle: "' OR 1=1 --" }).finishStyle).toBe('Choose a finish style.')
    expect(errorsOf({ ...valid, timeline: undefined }).timeline).toBe('Choose when you want it done.')
  })
})
