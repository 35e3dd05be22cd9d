import { describe, expect, it } from 'vitest'
import { erasureLines, erasureMail } from './erasure-mail'

describe('erasure confirmation', () => {
  it('lists what was erased, counted', () => {
    const found = {
      leads: [
        { kind: 'contact', resume: false },
        { kind: 'job', resume: true },
        { kind: 'contact', resume: false },
      ],
      bookings: [{}],
      conversations: [{}, {}],
      photos: 3,
      mails: 1,
    }
    expect(erasureLines(found)).toEqual([
      '2 contact messages',
      '1 job application',
      '1 résumé',
      '1 booking request: your name, email, phone, address and notes',
      '3 photos of your floor',
      '2 chat conversations',
      '1 copy of an email',
    ])
    const mail = erasureMail(found)
    expect(mail.subject).toBe('Your information has been erased — Refined Resin')
    expect(mail.text).toContain('- 2 chat conversations')
    expect(mail.text).toContain('kept for 14 days')
  })

  it('says so when nothing was held', () => {
    const mail = erasureMail({ leads: [], bookings: [], conversations: [], photos: 0, mails: 0 })
    expect(mail.text).toContain('found none to erase')
    expect(mail.text).not.toContain('calendar')
    expect(mail.text).not.toMatch(/\n\n\n/)
  })
})
