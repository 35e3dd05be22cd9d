import { describe, expect, it } from 'vitest'
import { isYes, readDetails, wantsPerson } from './handoff'

describe('a hand-off request', () => {
  it.each([
    'Can someone call me back?',
    'I want to talk to a real person',
    'Can I speak with someone?',
    'I would like a quote visit',
    'Could you have someone contact me about my garage?',
    'Can you come out to measure for a quote?',
  ])('is read in %j', (message) => expect(wantsPerson(message)).toBe(true))

  it.each(['What is your phone number?', 'How much does epoxy cost?', 'Do you serve 30518?'])(
    'is not read in %j',
    (message) => expect(wantsPerson(message)).toBe(false),
  )
})

describe('the details in a message', () => {
  it.each([
    ['Jane Doe', { name: 'Jane Doe' }],
    ['jane doe, 470-555-0199', { name: 'Jane Doe', phone: '470-555-0199' }],
    ['My name is Sam Lee, sam@example.com', { name: 'Sam Lee', email: 'sam@example.com' }],
    ['call me on (470) 555-0199', { phone: '(470) 555-0199' }],
    ['my email is jane@', {}],
    ['+1 470 555 0199 or jo@example.org', { phone: '+1 470 555 0199', email: 'jo@example.org' }],
  ])('%j gives %j', (message, expected) => {
    const { problems: _p, ...found } = readDetails(message)
    expect(found).toEqual(expected)
  })

  it('a bare name counts only when Remy asked for one', () => {
    expect(readDetails('Jane Doe', false).name).toBeUndefined()
  })

  it('reads yes, and not "yes, but change the number"', () => {
    expect(isYes('Yes please')).toBe(true)
    expect(isYes('yes but change the number')).toBe(false)
  })
})
