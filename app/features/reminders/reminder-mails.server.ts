import {
  booking,
  careGuide,
  claims,
  company,
  floorCareClub,
  installDuration,
  pricingGuide,
  specSheet,
  warranty,
} from '~/content/business'
import { mailSpeaker } from '~/features/schedule/customer-mails.server'
import { factIn } from '~/i18n/facts.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'
import type { BookingForMail, MailText } from './mails'

/**
 * The customer's reminder mails, one implementation for every language (decisions 027 and 039): the
 * preparation checklist three days before the install and the care guide a week after, worded by the
 * booking's language's catalog with the published figures, read when the mail is written so they
 * follow a publish (decision 033).
 */

/** Absolute links in mails: the mail is read outside the site. */
const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`)

const lowerFirst = (s: string, lang: Lang) => s.charAt(0).toLocaleLowerCase(intlOf(lang)) + s.slice(1)

function figures(lang: Lang) {
  return {
    vehicleHours: booking.blockDays * 24,
    days: booking.blockDays,
    lightTraffic: spanIn(lang, installDuration.residentialCure),
    fullCureDays: specSheet.fullCureDays,
    cureTemperature: pricingGuide.factors.cureTemperatureF,
    warrantyYears: warranty.standard.years,
    // The owner's wording of the warranty, in the language (decision 039).
    warrantyLabel: lowerFirst(factIn(lang, 'warrantyLabel'), lang),
    checkMonths: claims.freeMaintenanceCheckMonths,
    discount: numberFormat(intlOf(lang), { style: 'percent' }).format(floorCareClub.discount),
    clubYears: floorCareClub.warrantyYearsWithMembership,
    phone: company.phone,
    company: company.name,
  }
}

/** The preparation checklist the mail lists, in the language. */
export function preparationItems(lang: Lang): string[] {
  const s = mailSpeaker(lang)
  return s.words.preparation.items.map((item) => s.say(item, figures(lang)))
}

/** The care routine the mail lists, in the language. */
export function careItems(lang: Lang): string[] {
  const s = mailSpeaker(lang)
  return s.words.care.items.map((item) => s.say(item, figures(lang)))
}

/**
 * Three days before the install: the preparation checklist, and the customer's booking page (a late
 * change of plans is made there).
 */
export function preparationMail(
  lang: Lang,
  b: BookingForMail,
  { bookingLink }: { bookingLink?: string } = {},
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.preparation
  const values = {
    ...figures(lang),
    start: s.days.long(b.startDate),
    range: s.days.range(b.startDate, b.endDate),
    address: b.projectAddress,
  }
  return {
    subject: s.say(w.subject, values),
    text: [
      s.hello(b.customerName),
      '',
      s.say(w.arrives, values),
      '',
      w.intro,
      ...bullets(preparationItems(lang)),
      '',
      s.say(w.questions, values),
      ...(bookingLink ? ['', ...s.bookingLinkLines(bookingLink)] : []),
      ...s.signature(),
    ].join('\n'),
  }
}

/** A week after the install: the care guide and the review request (the link only when the business set one). */
export function careMail(
  lang: Lang,
  b: BookingForMail,
  options: { siteUrl: string; reviewUrl?: string },
): MailText {
  const s = mailSpeaker(lang)
  const w = s.words.care
  const values = figures(lang)
  return {
    subject: w.subject,
    text: [
      s.hello(b.customerName),
      '',
      s.say(w.intro, values),
      ...bullets(careItems(lang)),
      // The full guide is an article in English (no Spanish version yet): the catalog says so.
      s.say(w.guide, { link: link(options.siteUrl, careGuide.guidePath) }),
      '',
      s.say(w.warranty, values),
      '',
      `${s.say(w.club, values)} ${link(options.siteUrl, pathIn(lang, careGuide.clubPath))}`,
      '',
      ...(options.reviewUrl ? [w.reviewWithLink, options.reviewUrl] : [w.reviewWithoutLink]),
      '',
      s.say(w.thanks, values),
      ...s.signature(),
    ].join('\n'),
  }
}
