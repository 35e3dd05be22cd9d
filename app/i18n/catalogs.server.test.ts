import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { refusals as english } from '~/content/en/refusals'
import { estimateRequestSchema } from '~/features/estimator/schema'
import { readRefusal, refusal } from '~/features/forms/refusal'
import { contactSchema, jobApplicationSchema, partnerApplicationSchema } from '~/features/leads/schemas'
import { bookingRequestSchema } from '~/features/schedule/booking-schema'
import { catalogs } from './catalogs.server'
import { langs } from './locales'
import { wordFieldErrors, wordRefusal } from './refusals.server'

type Tree = { [key: string]: string | Tree }

/** Every message of a catalog by its dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [p, v] of leaves(value, path)) found.set(p, v)
  }
  return found
}

/** The argument names an ICU message uses, plural and select ones included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      if (typeof token[0] === 'string') names.add(token[0])
      for (const part of token.slice(1)) {
        if (part && typeof part === 'object') for (const branch of Object.values(part as object)) walk(branch)
      }
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

describe('each language has every message of the English catalog, and no other', () => {
  const reference = leaves(catalogs.en as unknown as Tree)
  for (const lang of langs) {
    it(`${lang}: the same keys, each a valid ICU message using only the English one's arguments`, () => {
      const own = leaves(catalogs[lang] as unknown as Tree)
      // A page's link label (keyed by its path) is there only where the page exists in the language,
      // a list of links (`…Links`) lists only those pages, and a language may give fewer keywords.
      const required = [...reference.keys()].filter(
        (path) => !path.includes('./') && !/(Links|keywords)\.\d+/.test(path),
      )
      expect(required.filter((path) => !own.has(path))).toEqual([])
      expect([...own.keys()].filter((path) => !reference.has(path))).toEqual([])
      for (const [path, message] of own) {
        expect(() => compileMessage(message), `${lang} ${path}`).not.toThrow()
        // A language may leave a value out (Spanish names the region its own way), never invent one.
        const known = argumentsOf(reference.get(path) ?? '')
        for (const name of argumentsOf(message)) expect(known, `${lang} ${path}: {${name}}`).toContain(name)
      }
    })
  }
})

describe('refusals are codes, and each language words them', () => {
  it('a code and its values travel as one string and come back whole', () => {
    const message = refusal('lead.nameTooLong', { max: 100 })
    expect(readRefusal(message)).toEqual({ group: 'lead', key: 'nameTooLong', values: { max: 100 } })
    expect(wordRefusal('en', message)).toBe('Keep your name under 100 characters.')
    expect(wordRefusal('es', message)).toBe('Su nombre debe tener menos de 100 caracteres.')
  })

  it('plural and number formats follow the language', () => {
    const wait = (n: number, unit: 'second' | 'minute') =>
      refusal('bookingService.rateLimited', { wait: n, unit })
    expect(wordRefusal('en', wait(1, 'minute'))).toBe(
      'Too many booking requests. Please try again in 1 minute.',
    )
    expect(wordRefusal('en', wait(45, 'second'))).toMatch(/in 45 seconds\.$/)
    expect(wordRefusal('es', wait(1, 'minute'))).toMatch(/en 1 minuto\.$/)
    expect(wordRefusal('en', refusal('booking.sqftAtMost', { max: 1_000_000 }))).toBe(
      'Square footage must be at most 1,000,000',
    )
  })

  it('text that is not a refusal, or names no message, is shown as it is', () => {
    expect(wordRefusal('es', 'Enter your name.')).toBe('Enter your name.')
    expect(wordRefusal('es', 'lead.noSuchMessage')).toBe('lead.noSuchMessage')
    expect(wordRefusal('es', 'lead.nameTooLong{not json')).toBe('lead.nameTooLong{not json')
    expect(wordRefusal('es', '__proto__.constructor')).toBe('__proto__.constructor')
  })

  it('every refusal of the public schemas is a code with words in every language', () => {
    const refused = [
      contactSchema.safeParse({ name: '', email: 'x', phone: 'abc', message: '' }),
      contactSchema.safeParse({
        name: 'x'.repeat(500),
        email: `${'x'.repeat(300)}@a.co`,
        message: 'x'.repeat(9000),
      }),
      jobApplicationSchema.safeParse({ role: '', name: '', email: '', phone: '', videoUrl: 'ftp://x' }),
      partnerApplicationSchema.safeParse({ agreedToTerms: false }),
      bookingRequestSchema.safeParse({
        slot_id: 'x',
        project_size: '5',
        customer_email: 'x',
        preferred_finish: 'x',
      }),
      estimateRequestSchema.safeParse({ spaceType: 'x', squareFootage: '1', finishStyle: 'x', zipcode: 'x' }),
    ]
    const messages = refused.flatMap((r) => r.error?.issues.map((i) => i.message) ?? [])
    expect(messages.length).toBeGreaterThan(20)
    for (const message of messages) {
      expect(readRefusal(message), message).not.toBeNull()
      for (const lang of langs) expect(wordRefusal(lang, message), `${lang} ${message}`).not.toBe(message)
    }
  })

  it('a field-errors map is worded message by message, its empty entries kept', () => {
    expect(wordFieldErrors('es', { name: [refusal('lead.nameMissing')], phone: null })).toEqual({
      name: ['Escriba su nombre.'],
      phone: null,
    })
  })

  it('the messages a browser fills itself take {name} and {name, number} only', () => {
    for (const lang of langs) {
      const browserGroups = ['field', 'lead', 'booking', 'estimate'] as const
      for (const group of browserGroups) {
        for (const [key, message] of Object.entries(catalogs[lang].refusals[group])) {
          const marks = message.match(/\{[^{}]*\}/g) ?? []
          for (const mark of marks) expect(mark, `${lang} ${group}.${key}`).toMatch(/^\{\w+(, number)?\}$/)
          expect(message.split('{').length, `${lang} ${group}.${key}`).toBe(marks.length + 1)
        }
      }
    }
    expect(Object.keys(english.estimate)).toContain('zipcode')
  })
})
