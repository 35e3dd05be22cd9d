import { company, partners, responseTimes } from '~/content/business'
import { en } from '~/content/en/span-words'
import { allJobRoles } from '~/content/job-roles'
import type { Lang } from '~/i18n/lang'
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
  return {
    to: staffEmail,
    subject: oneLine(`New ${KIND_LABEL[lead.kind]}${about}: ${lead.name}`, 150),
    text: [
      `A new ${KIND_LABEL[lead.kind]} arrived from ${lead.sourcePage}.`,
      lead.language === 'es' ? 'Written in Spanish, from the Spanish page: answer in Spanish.' : null,
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

/** The visitor's acknowledgement: what we received and when we answer. */
export function visitorAcknowledgement(lead: LeadRecord): OutgoingMail {
  const first = oneLine(lead.name.split(' ')[0] ?? lead.name, 40)
  if (lead.language === 'es' && lead.kind !== 'partner') {
    // The role's Spanish title, as the applicant read it; the English one if the role lost its Spanish since.
    const title = allJobRoles.find((r) => r.id === lead.fields.role)?.es?.title ?? roleTitle(lead.fields)
    const job = lead.kind === 'job'
    return {
      to: lead.email,
      subject: oneLine(
        job
          ? `Recibimos su solicitud para ${title} — ${company.name}`
          : `Recibimos su mensaje — ${company.name}`,
        150,
      ),
      text: [
        `Hola, ${first}:`,
        '',
        job
          ? `Gracias por su interés en ${company.name}. Recibimos su solicitud para el puesto de ${title}. Le respondemos en menos de ${responseTimes.jobApplicationHours} horas.`
          : `Gracias por escribir a ${company.name}. Recibimos su mensaje y le respondemos en menos de 2 horas en días hábiles.`,
        '',
        `Si ${job ? 'tiene preguntas' : 'es urgente'}, llámenos o envíenos un mensaje de texto al ${company.phone}.`,
        '',
        `— El equipo de ${company.name}`,
        company.email,
      ].join('\n'),
    }
  }
  const by =
    lead.kind === 'contact'
      ? `We answer under ${en(responseTimes.contact)} on business days.`
      : lead.kind === 'job'
        ? `We respond within ${responseTimes.jobApplicationHours} hours.`
        : `We review every application within ${partners.applicationReviewBusinessDays} business days.`
  const what =
    lead.kind === 'job'
      ? `your application for ${roleTitle(lead.fields)}`
      : lead.kind === 'partner'
        ? 'your partner application'
        : 'your message'
  return {
    to: lead.email,
    subject:
      lead.kind === 'contact'
        ? `We got your message — ${company.name}`
        : `We received ${what} — ${company.name}`,
    text: [
      `Hi ${first},`,
      '',
      `Thanks for reaching out to ${company.name}. We received ${what}. ${by}`,
      '',
      `If it is urgent, call or text us at ${company.phone}.`,
      '',
      `— The ${company.name} team`,
      company.email,
    ].join('\n'),
  }
}
