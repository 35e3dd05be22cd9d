import { company } from '~/content/business'
import { plural } from '~/content/format'
import { dataRetention } from '~/content/legal'

/** What an erasure covered, counted (the mail and the console both say it this way). */
export function erasureLines(found: {
  leads: { kind: string; resume: boolean }[]
  bookings: unknown[]
  conversations: unknown[]
  photos: number
  mails: number
}): string[] {
  const count = (kind: string) => found.leads.filter((l) => l.kind === kind).length
  const resumes = found.leads.filter((l) => l.resume).length
  return [
    count('contact') ? plural(count('contact'), 'contact message') : '',
    count('partner') ? plural(count('partner'), 'partner application') : '',
    count('job') ? plural(count('job'), 'job application') : '',
    resumes ? plural(resumes, 'résumé') : '',
    found.bookings.length
      ? `${plural(found.bookings.length, 'booking request')}: your name, email, phone, address and notes`
      : '',
    found.photos ? plural(found.photos, 'photo of your floor', 'photos of your floor') : '',
    found.conversations.length ? plural(found.conversations.length, 'chat conversation') : '',
    found.mails ? plural(found.mails, 'copy of an email', 'copies of emails') : '',
  ].filter(Boolean)
}

/** The confirmation sent to a person whose data was erased on their request. */
export function erasureMail(found: Parameters<typeof erasureLines>[0]): { subject: string; text: string } {
  const lines = erasureLines(found)
  return {
    subject: `Your information has been erased — ${company.name}`,
    text: [
      'Hello,',
      '',
      lines.length
        ? `As you asked, we have erased what ${company.name} held about you under this email address:`
        : `As you asked, we looked for information about you under this email address and found none to erase.`,
      ...lines.map((l) => `- ${l}`),
      '',
      lines.length
        ? 'Where you booked an install, the date of the block and the size and type of the floor stay on our calendar without your details, so our schedule and figures remain correct.'
        : '',
      `Our nightly backups are kept for ${dataRetention.backupsKept} days, so the last copies leave them within ${dataRetention.backupsKept} days. We keep this email as the record that your request was carried out.`,
      '',
      `If you have questions, reply to this email or call us at ${company.phone}.`,
      '',
      `— The ${company.name} team`,
      company.email,
    ]
      .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
      .join('\n'),
  }
}
