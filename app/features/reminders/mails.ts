/**
 * The staff digest's text, a pure function of its rows (staff mails stay English), and the shapes the
 * customer's reminder mails take (reminder-mails.server.ts words them in the booking's language).
 */

import { reminderTiming } from '~/content/business'
import { sqft } from '~/content/format'
import { type InboxKind, kindLabels } from '~/features/admin/inbox-filter'
import { dateRangeLabel, type IsoDate, longDateLabel } from '~/features/schedule/calendar'

export type MailText = { subject: string; text: string }

export type BookingForMail = {
  id: string
  customerName: string
  projectAddress: string
  startDate: IsoDate
  endDate: IsoDate
}

/** Absolute links in mails: the mail is read outside the site. */
const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`

export type DigestLead = {
  kind: InboxKind
  id: string
  name: string
  email: string | null
  summary: string
  createdAt: Date
}

export type DigestInstall = {
  bookingId: string
  customerName: string
  customerEmail: string
  customerPhone: string | null
  projectAddress: string
  projectSize: number
  projectType: string
  startDate: IsoDate
  endDate: IsoDate
}

export type Digest = {
  /** The digest's date in Atlanta. */
  date: IsoDate
  /** New leads are those created after `since` and at or before `until`. */
  since: Date
  until: Date
  leads: DigestLead[]
  installs: DigestInstall[]
  siteUrl: string
  timeZone: string
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The staff's 7:00 digest: new leads since the last digest, and the week's installs. */
export function digestMail(d: Digest): MailText {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: d.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  const leadLines = d.leads.length
    ? d.leads.flatMap((l) => [
        `- ${when.format(l.createdAt)} · ${kindLabels[l.kind]} · ${l.name}${l.email ? ` <${l.email}>` : ''}`,
        ...(l.summary ? [`  "${l.summary.replace(/\s+/g, ' ').trim()}"`] : []),
        `  ${link(d.siteUrl, `/admin/leads/${l.kind}/${l.id}`)}`,
      ])
    : ['No new leads.']
  const installLines = d.installs.length
    ? d.installs.flatMap((i) => [
        `- ${dateRangeLabel(i.startDate, i.endDate)} · ${i.customerName} <${i.customerEmail}>${i.customerPhone ? ` · ${i.customerPhone}` : ''}`,
        `  ${i.projectAddress} · ${sqft(i.projectSize)} ${i.projectType}`,
      ])
    : [`No confirmed installs in the next ${reminderTiming.digestInstallDays} days.`]
  return {
    subject: `Daily digest, ${longDateLabel(d.date)}: ${plural(d.leads.length, 'new lead')}, ${plural(d.installs.length, 'install')} this week`,
    text: [
      `New leads since ${when.format(d.since)}:`,
      ...leadLines,
      '',
      `Confirmed installs starting in the next ${reminderTiming.digestInstallDays} days:`,
      ...installLines,
      '',
      `Inbox: ${link(d.siteUrl, '/admin/inbox')}`,
      `Bookings: ${link(d.siteUrl, '/admin/bookings')}`,
    ].join('\n'),
  }
}
