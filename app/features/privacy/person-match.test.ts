import { describe, expect, it } from 'vitest'
import { excerpt, hasEmailToken, hasPhoneToken, normalizeEmail, phoneKey } from './person-match'

describe('an email address in text', () => {
  it.each([
    'ann@example.com',
    'Write to ANN@Example.com please',
    'Ann Aster <ann@example.com>, contact',
    'mailto:ann@example.com?subject=Hi',
    'my address is ann@example.com.',
    '"ann@example.com"',
    'to=ann@example.com',
    'ann@example.com, joann@example.com',
  ])('is found in %j', (text) => expect(hasEmailToken(text, 'ann@example.com')).toBe(true))

  it.each([
    'joann@example.com',
    'jo.ann@example.com',
    'jo+ann@example.com',
    'ann@example.com.au',
    'ann@example.company',
    'ann@example.com-mail.net',
    'ann@example.community.org',
    'anne@example.com',
    'no address here',
  ])('is not found in %j', (text) => expect(hasEmailToken(text, 'ann@example.com')).toBe(false))

  it('is normalised by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com')
    expect(hasEmailToken('see ann@example.com', '  ANN@example.com ')).toBe(true)
  })
})

describe('a phone number', () => {
  it.each([
    ['(770) 555-0101', '7705550101'],
    ['770-555-0101', '7705550101'],
    ['7705550101', '7705550101'],
    ['+1 770 555 0101', '7705550101'],
    ['1-770-555-0101', '7705550101'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%j is compared as %j', (raw, key) => expect(phoneKey(raw)).toBe(key))

  it('too short to tell people apart is not searched for', () => {
    expect(phoneKey('555-0101')).toBeNull()
    expect(phoneKey('')).toBeNull()
    expect(phoneKey(null)).toBeNull()
    expect(hasPhoneToken('555-0101', '5550101')).toBe(false)
  })

  const key = phoneKey('770-555-0101') as string

  it.each([
    '(770) 555-0101',
    '770-555-0101',
    '7705550101',
    '+1 770 555 0101',
    '+17705550101',
    '1 (770) 555-0101',
    '770.555.0101',
    'Call me on (770) 555-0101 after 5',
    'Phone: 770-555-0101\nAddress: 12 Main St',
    'Ann, 770 555 0101 450 sq ft',
    'mine is 770-555-0101, hers 770-555-0102',
  ])('is found in %j', (text) => expect(hasPhoneToken(text, key)).toBe(true))

  it.each([
    '17705550101999',
    '27705550101',
    '77055501012',
    '770-555-01012',
    '2-770-555-0101',
    '770-555-0101-22',
    '(770)555-0101.5',
    '770-555-0102',
    '770-555-010',
    'ref 9770 555 0101',
    'Call (470) 555-0142',
    '',
  ])('is not found in %j', (text) => expect(hasPhoneToken(text, key)).toBe(false))
})

describe('an excerpt', () => {
  it('is one line of at most 80 characters', () => {
    expect(excerpt('  Hello\n\nthere  ')).toBe('Hello there')
    const long = excerpt('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long.endsWith('…')).toBe(true)
    expect(excerpt(null)).toBe('')
  })
})
