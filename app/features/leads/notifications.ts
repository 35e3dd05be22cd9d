import { company, partners, responseTimes } from '~/content/business'
import { allJobRoles, roleIn } from '~/content/job-roles'
import { catalogs } from '~/i18n/catalogs.server'
import { formatMessage } from '~/i18n/format-copy.server'
import { defaultLang, type Lang } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'
import { languageForStaff } from '~/i18n/staff-names'
import type { LeadKind } from './schemas'

export type LeadRecord = {
  id: string
  kind: LeadKind
  name: string
  email: string
  sourcePage: string
  fields: Record<string, unknown>
  /** The language the visitor wrote in: their acknowledgement is in it, staff mails say it (decision 034). */
  language?: Lang
}

export type OutgoingMail = { to: string; subject: string; text: string }

const KIND_LABEL: Record<LeadKind, string> = {
  contact: 'contact message',
  job: 'job application',
  partner: 'partner application',
}

/** A header line must stay one line: visitor text never adds headers to a mail. */
const oneLine = (s: string, max = 80) => s.replace(/\s+/g, ' ').trim().slice(0, max)

function roleTitle(fields: Record<string, unknown>) {
  return allJobRoles.find((r) => r.id === fields.role)?.title ?? String(fields.role ?? '')
}

function fieldLines(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('\n')
}

/** What the staff receive for a new lead: every field, and where to work it. */
export function staffNotification(lead: LeadRecord, staffEmail: string): OutgoingMail {
  const about =
    lead.kind === 'job'
      ? ` for ${roleTitle(lead.fields)}`
      : lead.kind === 'partner'
        ? ` from ${oneLine(String(lead.fields.companyName ?? ''))}`
        : ''
  const writtenIn = lead.language ? languageForStaff(lead.language) : null
  return {
    to: staffEmail,
    subject: oneLine(`New ${KIND_LABEL[lead.kind]}${about}: ${lead.name}`, 150),
    text: [
      `A new ${KIND_LABEL[lead.kind]} arrived from ${lead.sourcePage}.`,
      writtenIn ? `Written in ${writtenIn}, from the ${writtenIn} page: answer in ${writtenIn}.` : null,
      '',
      fieldLines(lead.fields),
      '',
      lead.kind === 'job' ? 'The resume is stored with the lead in the staff console.' : null,
      `Lead id: ${lead.id}`,
    ]
      .filter((l) => l !== null)
      .join('\n'),
  }
}

/**
 * The visitor's acknowledgement, in the language they wrote in (decision 039): what we received and
 * when we answer, from the catalog's `mails.lead`, the role named as the visitor read it.
 */
export function visitorAcknowledgement(lead: LeadRecord): OutgoingMail {
  const lang = lead.language ?? defaultLang
  const words = catalogs[lang].mails.lead
  const role = allJobRoles.find((r) => r.id === lead.fields.role)
  const values = {
    name: oneLine(lead.name.split(' ')[0] ?? lead.name, 40),
    company: company.name,
    phone: company.phone,
    // A role named in the visitor's language, or as staff named it if its version there is gone since.
    role: (role && roleIn(role, lang)?.title) ?? roleTitle(lead.fields),
    response: spanIn(lang, responseTimes.contact),
    hours: responseTimes.jobApplicationHours,
    days: partners.applicationReviewBusinessDays,
  }
  const say = (message: string) => formatMessage(lang, message, values)
  return {
    to: lead.email,
    subject: oneLine(say(words.subject[lead.kind]), 150),
    text: [
      say(words.hello),
      '',
      say(words.received[lead.kind]),
      '',
      say(words.urgent[lead.kind]),
      '',
      say(words.team),
      company.email,
    ].join('\n'),
  }
}
