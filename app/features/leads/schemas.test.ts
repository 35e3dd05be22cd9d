import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { wordFieldErrors } from '~/i18n/refusals.server'
import { contactSchema, isWebUrl, jobApplicationSchema, partnerApplicationSchema } from './schemas'

const form = (entries: Record<string, string | File>) => {
  const fd = new FormData()
  for (const [k, v] of Object.entries(entries)) fd.append(k, v)
  return fd
}

// The schemas refuse with codes; a visitor reads them worded, here in English (decision 039).
const errorsOf = (s: { reply: () => { error?: Record<string, string[] | null> } }) =>
  wordFieldErrors('en', s.reply().error ?? {})

describe('lead schemas', () => {
  it('trims values and drops empty optional fields', () => {
    const s = parseWithZod(form({ name: ' A ', email: ' a@b.co ', message: ' hi ', phone: '  ' }), {
      schema: contactSchema,
    })
    expect(s.status).toBe('success')
    expect(s.status === 'success' && s.value).toEqual({
      name: 'A',
      email: 'a@b.co',
      message: 'hi',
      phone: '',
    })
  })

  it('asks for a phone number people can call', () => {
    const bad = parseWithZod(form({ name: 'A', email: 'a@b.co', message: 'hi', phone: '12' }), {
      schema: contactSchema,
    })
    expect(errorsOf(bad).phone?.[0]).toMatch(/area code/)
    const letters = parseWithZod(
      form({ name: 'A', email: 'a@b.co', message: 'hi', phone: 'call me maybe' }),
      {
        schema: contactSchema,
      },
    )
    expect(errorsOf(letters).phone?.[0]).toMatch(/digits/)
  })

  it('checks the resume by name and type in the browser', () => {
    const base = { role: 'estimator', name: 'A', email: 'a@b.co', phone: '4705550100' }
    const word = new File(['x'], 'cv.docx', { type: 'application/msword' })
    expect(
      errorsOf(parseWithZod(form({ ...base, resume: word }), { schema: jobApplicationSchema })).resume?.[0],
    ).toMatch(/must be a PDF/)
    const ok = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    expect(parseWithZod(form({ ...base, resume: ok }), { schema: jobApplicationSchema }).status).toBe(
      'success',
    )
  })

  it('accepts only web links for the video pitch', () => {
    expect(isWebUrl('https://youtu.be/x')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl('https://localhost')).toBe(false)
    expect(isWebUrl('not a url')).toBe(false)
  })

  it('refuses control characters in every text field, with tabs and line breaks kept in long text', () => {
    const control = 'Remove the control characters from this field.'
    const contact = parseWithZod(
      form({ name: 'Dana\u0007', email: 'a@b.co\u0000', phone: '470\u007f', message: 'hi\u0000x' }),
      { schema: contactSchema },
    )
    expect(errorsOf(contact)).toMatchObject({
      name: [control],
      email: [control],
      phone: [control],
      message: [control],
    })
    const multiLine = parseWithZod(form({ name: 'A', email: 'a@b.co', message: 'line\r\n\tline' }), {
      schema: contactSchema,
    })
    expect(multiLine.status).toBe('success')
    const partner = parseWithZod(
      form({
        companyName: 'Co\u0085',
        territoryInterest: 'Gwinnett\tCounty',
        aboutBusiness: 'ok\r\nok\u0000',
      }),
      { schema: partnerApplicationSchema },
    )
    expect(errorsOf(partner)).toMatchObject({
      companyName: [control],
      territoryInterest: [control],
      aboutBusiness: [control],
    })
  })
})
