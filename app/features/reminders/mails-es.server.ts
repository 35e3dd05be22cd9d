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
import { percentEs } from '~/content/es/format'
import { careGuideEs, preparationChecklistEs, reviewRequestEs } from '~/content/es/reminders'
import { bookingLinkLinesEs } from '~/features/schedule/mails-es.server'
import { datesEs } from '~/features/schedule/spanish.server'
import { formatCopy } from '~/i18n/format-copy.server'
import type { BookingForMail, MailText } from './mails'
import { spanIn } from '~/i18n/spans.server'

/**
 * The reminder mails of a booking made in Spanish, with the English ones' figures, read when the
 * mail is written so they follow a publish (decisions 033, 034).
 */

const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`
const signature = () => ['', company.name, company.phone, company.email]
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`)

function figures() {
  return {
    vehicleHours: booking.blockDays * 24,
    days: booking.blockDays,
    // '24-48 hours' in the published readings: the figure stays, the unit is Spanish.
    lightTraffic: spanIn('es', installDuration.residentialCure),
    fullCureDays: specSheet.fullCureDays,
    cureTemperature: pricingGuide.factors.cureTemperatureF,
    warrantyYears: warranty.standard.years,
    checkMonths: claims.freeMaintenanceCheckMonths,
    discount: percentEs(floorCareClub.discount),
    clubYears: floorCareClub.warrantyYearsWithMembership,
  }
}

export function preparationMailEs(
  b: BookingForMail,
  { bookingLink }: { bookingLink?: string } = {},
): MailText {
  const list = formatCopy('es', preparationChecklistEs, figures())
  return {
    subject: `Su instalación empieza el ${datesEs.long(b.startDate)}: cómo prepararse`,
    text: [
      `Hola, ${b.customerName}:`,
      '',
      `Nuestra cuadrilla llega a ${b.projectAddress} el ${datesEs.long(b.startDate)} para su instalación de ${booking.blockDays} días (${datesEs.range(b.startDate, b.endDate)}).`,
      '',
      list.intro,
      ...bullets(list.items),
      '',
      `¿Preguntas o un cambio de planes? Llame al ${company.phone} o responda a este correo.`,
      ...(bookingLink ? ['', ...bookingLinkLinesEs(bookingLink)] : []),
      ...signature(),
    ].join('\n'),
  }
}

export function careMailEs(b: BookingForMail, options: { siteUrl: string; reviewUrl?: string }): MailText {
  const guide = formatCopy('es', careGuideEs, {
    ...figures(),
    link: '{link}',
  })
  return {
    subject: 'Cómo cuidar su piso nuevo',
    text: [
      `Hola, ${b.customerName}:`,
      '',
      guide.intro,
      ...bullets(guide.items),
      guide.guide.replace('{link}', link(options.siteUrl, careGuide.guidePath)),
      '',
      guide.warranty,
      '',
      `${guide.club} ${link(options.siteUrl, `/es${careGuide.clubPath}`)}`,
      '',
      ...(options.reviewUrl ? [reviewRequestEs.withLink, options.reviewUrl] : [reviewRequestEs.withoutLink]),
      '',
      `Gracias por elegir a ${company.name}.`,
      ...signature(),
    ].join('\n'),
  }
}
