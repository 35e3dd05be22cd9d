import { booking, company } from '~/content/business'
import type { InstallationSlot, BookingRequest as StoredBooking } from '~/db/schema'
import { catalogs } from '~/i18n/catalogs.server'
import { daysIn } from '~/i18n/dates'
import { formatMessage, type Values } from '~/i18n/format-copy.server'
import { intlOf, type Lang, pathIn } from '~/i18n/lang'
import type { BookingRequest } from './booking-schema'
import type { EstimateRecord } from './handoff'
import { projectWordsIn } from './project-words.server'

/**
 * The customer's booking mails and calendar invitation words, one implementation for every language
 * (decision 039): the booking's language picks the catalog (app/content/<lang>/mails.ts) and the way
 * days are written (`daysIn`); the facts, dates and links are the same. Staff mails stay English.
 */

export type MailText = { subject: string; text: string }

/**
 * A booking's facts in a language, as its mails and its page write them: days, the project's size,
 * type and finish, and the estimate.
 */
export function bookingFacts(lang: Lang) {
  const days = daysIn(lang)
  const words = catalogs[lang].mails
  return {
    ...projectWordsIn(lang),
    days,
    /** The day an estimate's price is locked until, as the booking page says it. */
    lockedUntil: (day: string) => formatMessage(lang, words.lockedUntil, { day: days.long(day) }),
  }
}

/** A language's mail words, formatted with its plural rules. */
export function mailSpeaker(lang: Lang) {
  const words = catalogs[lang].mails
  const say = (message: string, values: Values = {}) => formatMessage(lang, message, values)
  return {
    lang,
    words,
    say,
    days: daysIn(lang),
    hello: (name: string) => say(words.hello, { name }),
    /** The lines every booking mail to the customer carries: their personal page, in their language. */
    bookingLinkLines: (link: string) => [say(words.bookingPage, { link }), words.bookingPageAbout],
    // Read when a mail is written: the phone and email follow a publish (decision 033).
    signature: () => [
      '',
      say(words.signature, { company: company.name, phone: company.phone, email: company.email }),
    ],
  }
}

/** The acknowledgement of a request: what happens next, and what was asked. */
export function bookingAcknowledgement(
  lang: Lang,
  input: BookingRequest,
  stored: { id: string; startDate: string; endDate: string },
  estimate: EstimateRecord | null,
  link: string,
  /** The paid deposit and its refund terms, already worded (decision 041). */
  depositLines: string[] = [],
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.acknowledgement
  const p = projectWordsIn(lang)
  // Named inside a sentence: the form's labels in lower case, by the language's rules.
  const lower = (text: string) => text.toLocaleLowerCase(intlOf(lang))
  const range = s.days.range(stored.startDate, stored.endDate)
  const project = [
    p.size(input.project_size),
    lower(p.type(input.project_type)),
    input.preferred_finish ? s.say(w.finish, { finish: lower(p.finish(input.preferred_finish)) }) : null,
  ]
    .filter(Boolean)
    .join(', ')
  return {
    subject: s.say(w.subject, { range }),
    text: [
      s.say(w.hello, { name: input.customer_name }),
      '',
      s.say(w.thanks, { range, company: company.name }),
      '',
      w.next,
      s.say(w.call, { hours: booking.contactWithinHours }),
      w.confirm,
      w.change,
      '',
      w.request,
      s.say(w.dates, { range, days: booking.blockDays }),
      s.say(w.address, { address: input.project_address }),
      s.say(w.project, { project }),
      ...(estimate
        ? [
            s.say(w.estimate, {
              estimate: p.estimate(estimate),
              until: s.days.long(estimate.validUntil),
            }),
          ]
        : []),
      ...depositLines,
      s.say(w.reference, { id: stored.id }),
      '',
      ...s.bookingLinkLines(link),
      '',
      s.say(w.questions, { phone: company.phone }),
      '',
      company.name,
    ].join('\n'),
  }
}

/** The calendar invitation's words: what the customer's calendar shows. */
export function invitationWords(lang: Lang, startDate: string, endDate: string) {
  const s = mailSpeaker(lang)
  const values = {
    company: company.name,
    phone: company.phone,
    start: s.days.long(startDate),
    end: s.days.long(endDate),
  }
  return {
    title: s.say(s.words.invitation.title, values),
    description: s.say(s.words.invitation.description, values),
  }
}

/** The customer's mail for a staff decision; a decided move (`movedFrom`) says what became of the old block. */
export function decisionMail(
  lang: Lang,
  request: StoredBooking,
  slot: InstallationSlot,
  decision: 'confirm' | 'decline' | 'cancel',
  { link, movedFrom }: { link?: string; movedFrom: InstallationSlot | null },
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.decision
  const between = (from: InstallationSlot) =>
    s.say(w.range, { start: s.days.full(from.startDate), end: s.days.full(from.endDate) })
  const values = {
    range: between(slot),
    oldRange: movedFrom ? between(movedFrom) : '',
    days: booking.blockDays,
    address: request.projectAddress,
    schedule: pathIn(lang, '/schedule'),
  }
  const [subject, text] =
    decision === 'confirm' && movedFrom
      ? [w.movedSubject, w.moved]
      : decision === 'decline' && movedFrom
        ? [w.moveDeclinedSubject, w.moveDeclined]
        : decision === 'confirm'
          ? [w.confirmedSubject, w.confirmed]
          : decision === 'cancel'
            ? [w.cancelledSubject, w.cancelled]
            : [w.declinedSubject, w.declined]
  const sign = [...(link ? ['', ...s.bookingLinkLines(link)] : []), ...s.signature()].join('\n')
  return {
    subject: s.say(subject, values),
    text: `${s.hello(request.customerName)}\n\n${s.say(text, values)}\n${sign}`,
  }
}

/** The customer's confirmation of their own cancellation from the booking page. */
export function customerCancelledMail(
  lang: Lang,
  request: StoredBooking,
  slot: InstallationSlot,
  { link, wasConfirmed }: { link: string; wasConfirmed: boolean },
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.cancelledByCustomer
  const range = s.days.range(slot.startDate, slot.endDate)
  return {
    subject: s.say(w.subject, { range }),
    text: [
      s.hello(request.customerName),
      '',
      `${s.say(w.text, { range, address: request.projectAddress })}${wasConfirmed ? w.withdrawn : ''}`,
      s.say(w.again, { schedule: pathIn(lang, '/schedule'), phone: company.phone }),
      '',
      ...s.bookingLinkLines(link),
      ...s.signature(),
    ].join('\n'),
  }
}

/** The customer's acknowledgement of a request to move to another block. */
export function moveRequestedMail(
  lang: Lang,
  request: StoredBooking,
  from: InstallationSlot,
  slot: InstallationSlot,
  { link }: { link: string },
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.moveRequested
  const values = {
    oldRange: s.days.range(from.startDate, from.endDate),
    newRange: s.days.range(slot.startDate, slot.endDate),
  }
  return {
    subject: s.say(w.subject, values),
    text: [
      s.hello(request.customerName),
      '',
      s.say(w.text, values),
      '',
      ...s.bookingLinkLines(link),
      ...s.signature(),
    ].join('\n'),
  }
}
