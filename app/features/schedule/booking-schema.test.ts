import { describe, expect, it } from 'vitest'
import { preferredFinishes as dbFinishes, projectTypes as dbTypes } from '~/db/schema'
import { wordRefusal } from '~/i18n/refusals.server'
import { bookingRequestSchema } from './booking-schema'
import { preferredFinishes, projectTypes } from './options'

const valid = {
  slot_id: '0b6a1a43-3e0c-4a39-9d0b-0d7a8f7f0c11',
  customer_name: '  Ada Lovelace ',
  customer_email: ' Ada@Example.COM ',
  project_address: '12 Main St, Buford, GA 30518',
  project_size: 400,
}

describe('the booking request schema', () => {
  it('matches the database enums', () => {
    expect([...projectTypes]).toEqual([...dbTypes])
    expect([...preferredFinishes]).toEqual([...dbFinishes])
  })

  it('normalises input and stores empty optionals as null', () => {
    const r = bookingRequestSchema.parse({ ...valid, customer_phone: '', preferred_finish: '', notes: '   ' })
    expect(r).toMatchObject({
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      customer_phone: null,
      preferred_finish: null,
      notes: null,
      project_type: 'residential',
      estimate: null,
    })
  })

  it('reads the square footage from a form string, as plain digits only', () => {
    expect(bookingRequestSchema.parse({ ...valid, project_size: '1250' }).project_size).toBe(1250)
    // Number() reads these as 450, 500 and 1000; nobody types them for square feet.
    for (const size of ['0x1c2', '5e2', '1e3', '-500'])
      expect([size, bookingRequestSchema.safeParse({ ...valid, project_size: size }).success]).toEqual([
        size,
        false,
      ])
  })

  it.each([
    [{ project_size: 99 }, 'project_size', 'Square footage must be at least 100'],
    [{ project_size: 150.5 }, 'project_size', 'Square footage must be a whole number'],
    [{ project_size: 'lots' }, 'project_size', undefined],
    [
      { customer_email: 'not-an-email' },
      'customer_email',
      'Enter a valid email address, like name@example.com',
    ],
    [{ customer_name: '   ' }, 'customer_name', 'Enter your full name'],
    [{ project_type: 'spaceship' }, 'project_type', 'Choose residential, commercial or industrial'],
    [{ preferred_finish: 'glitter' }, 'preferred_finish', 'Choose metallic, flake, solid or custom'],
    [{ customer_phone: '<script>' }, 'customer_phone', 'Enter a valid phone number, like (470) 555-0142'],
    [{ slot_id: '../../etc/passwd' }, 'slot_id', 'Choose an available block from the calendar'],
    [{ notes: 'a\u0000b' }, 'notes', 'Remove the control characters from this field.'],
    [{ customer_name: 'Ada\u0085' }, 'customer_name', 'Remove the control characters from this field.'],
    [{ project_address: '12 Main\tSt' }, 'project_address', 'Remove the control characters from this field.'],
    [
      { customer_email: 'a\u0000@example.com' },
      'customer_email',
      'Remove the control characters from this field.',
    ],
    [{ customer_name: 'x'.repeat(121) }, 'customer_name', 'Keep this under 120 characters'],
  ])('refuses %j with a message under %s', (change, field, message) => {
    const r = bookingRequestSchema.safeParse({ ...valid, ...change })
    expect(r.success).toBe(false)
    const issue = r.error?.issues.find((i) => i.path[0] === field)
    expect(issue).toBeDefined()
    // The schema refuses with a code; English words it as the visitor reads it (decision 039).
    if (message) expect(wordRefusal('en', issue?.message ?? '')).toBe(message)
  })

  it('requires every required field', () => {
    const r = bookingRequestSchema.safeParse({})
    const fields = new Set(r.error?.issues.map((i) => i.path[0]))
    expect([...fields].sort()).toEqual(
      ['customer_email', 'customer_name', 'project_address', 'project_size', 'slot_id'].sort(),
    )
  })

  it('keeps hostile text as text', () => {
    const notes = `<script>alert(1)</script>'; drop table booking_requests; --`
    expect(bookingRequestSchema.parse({ ...valid, notes }).notes).toBe(notes)
  })

  it('accepts the estimate inputs and refuses made-up ones', () => {
    const estimate = {
      space: 'garage',
      sqft: 400,
      finish: 'metallic-copper',
      zip: '30518',
      timeline: 'later',
    }
    expect(bookingRequestSchema.parse({ ...valid, estimate }).estimate).toEqual(estimate)
    expect(
      bookingRequestSchema.safeParse({ ...valid, estimate: { ...estimate, space: 'moon' } }).success,
    ).toBe(false)
  })
})
