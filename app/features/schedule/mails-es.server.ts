import { booking, company } from '~/content/business'
import { sqftEs } from '~/content/es/format'
import { bookingFormEs } from '~/content/es/schedule'
import type { InstallationSlot, BookingRequest as StoredBooking } from '~/db/schema'
import type { BookingRequest } from './booking-schema'
import type { EstimateRecord } from './handoff'
import { datesEs, describeEstimateEs } from './spanish.server'

/**
 * The customer's booking mails for a booking made in Spanish (decision 034), the same facts, dates
 * and links as the English ones; staff mails stay English. Terms from docs/glossary-es.md.
 */

/** The lines every Spanish booking mail carries: the customer's page, which opens in Spanish. */
export function bookingLinkLinesEs(link: string): string[] {
  return [
    `Su página de reserva: ${link}`,
    'Allí puede ver su estado, agregar notas y fotos del piso, pedir cambiar a otro bloque o cancelar. No comparta el enlace; funciona hasta 30 días después de la instalación.',
  ]
}

const signEs = () => ['', company.name, company.phone, company.email]

/** The acknowledgement of a request, as `sendBookingMails` writes it in English. */
export function bookingAcknowledgementEs(
  input: BookingRequest,
  stored: { id: string; startDate: string; endDate: string },
  estimate: EstimateRecord | null,
  link: string,
): { subject: string; text: string } {
  const range = datesEs.range(stored.startDate, stored.endDate)
  const project = [
    sqftEs(input.project_size),
    bookingFormEs.projectTypes[input.project_type].toLowerCase(),
    input.preferred_finish ? `acabado ${bookingFormEs.finishes[input.preferred_finish].toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  return {
    subject: `Su solicitud de bloque de instalación: ${range}`,
    text: [
      `Hola, ${input.customer_name}:`,
      '',
      `Gracias por solicitar el bloque de instalación ${range} con ${company.name}. Lo apartamos para usted.`,
      '',
      'Los siguientes pasos:',
      `1. Le llamaremos o escribiremos en menos de ${booking.contactWithinHours} horas para confirmar el bloque y hablar de su piso.`,
      '2. Cuando confirmemos, el bloque queda reservado para usted y le enviamos la lista de preparación para el día de la instalación.',
      '3. Si las fechas ya no le convienen, pida cambiar a otro bloque o cancele desde su página de reserva.',
      '',
      'Su solicitud:',
      `- Fechas: ${range} (${booking.blockDays} días)`,
      `- Dirección: ${input.project_address}`,
      `- Proyecto: ${project}`,
      ...(estimate
        ? [
            `- Estimado: ${describeEstimateEs(estimate)} (precio garantizado hasta el ${datesEs.long(estimate.validUntil)})`,
          ]
        : []),
      `- Referencia: ${stored.id}`,
      '',
      ...bookingLinkLinesEs(link),
      '',
      `¿Preguntas? Llame al ${company.phone} o responda a este correo.`,
      '',
      company.name,
    ].join('\n'),
  }
}

/** The calendar invitation's words in Spanish: what the customer's calendar shows. */
export function invitationWordsEs(startDate: string, endDate: string) {
  return {
    title: `Instalación de piso de ${company.name}`,
    description: `Su bloque de instalación de ${company.name}, del ${datesEs.long(startDate)} al ${datesEs.long(endDate)}. Preguntas: ${company.phone}.`,
  }
}

/** The customer's mail for a staff decision, in Spanish (see `customerMail` in the console). */
export function decisionMailEs(
  request: StoredBooking,
  slot: InstallationSlot,
  decision: 'confirm' | 'decline' | 'cancel',
  { link, movedFrom }: { link?: string; movedFrom: InstallationSlot | null },
): { subject: string; text: string } {
  const range = `del ${datesEs.full(slot.startDate)} al ${datesEs.full(slot.endDate)}`
  const oldRange = movedFrom
    ? `del ${datesEs.full(movedFrom.startDate)} al ${datesEs.full(movedFrom.endDate)}`
    : null
  const sign = [...(link ? ['', ...bookingLinkLinesEs(link)] : []), ...signEs()].join('\n')
  const hello = `Hola, ${request.customerName}:\n\n`
  if (decision === 'confirm' && oldRange) {
    return {
      subject: `Su instalación cambió de fecha: ${range}`,
      text: `${hello}Cambiamos su bloque de instalación de ${booking.blockDays} días al período ${range}, en ${request.projectAddress}. El período ${oldRange} ya no está apartado para usted. Adjuntamos la nueva invitación de calendario.\n${sign}`,
    }
  }
  if (decision === 'decline' && oldRange) {
    return {
      subject: `No podemos cambiar su instalación al período ${range}`,
      text: `${hello}No podemos instalar en el período ${range}, así que su instalación sigue como estaba: ${oldRange}. Puede pedir otro bloque desde su página de reserva o llamarnos.\n${sign}`,
    }
  }
  if (decision === 'confirm') {
    return {
      subject: `Su instalación está confirmada: ${range}`,
      text: `${hello}Su bloque de instalación de ${booking.blockDays} días está confirmado: ${range}, en ${request.projectAddress}. Adjuntamos la invitación de calendario. Le llamaremos antes del primer día para repasar la preparación.\n${sign}`,
    }
  }
  if (decision === 'cancel') {
    return {
      subject: `Su instalación fue cancelada: ${range}`,
      text: `${hello}Su bloque de instalación ${range} fue cancelado y la invitación de calendario, retirada. Llámenos para elegir otro bloque.\n${sign}`,
    }
  }
  return {
    subject: `No podemos tomar el bloque que solicitó: ${range}`,
    text: `${hello}Gracias por su solicitud. No podemos instalar en el período ${range}. Elija otro bloque en /es/schedule o llámenos y buscaremos una fecha juntos.\n${sign}`,
  }
}

/** The customer's confirmation of their own cancellation from the booking page, in Spanish. */
export function customerCancelledMailEs(
  request: StoredBooking,
  slot: InstallationSlot,
  { link, wasConfirmed }: { link: string; wasConfirmed: boolean },
): { subject: string; text: string } {
  const range = datesEs.range(slot.startDate, slot.endDate)
  return {
    subject: `Canceló su bloque de instalación: ${range}`,
    text: [
      `Hola, ${request.customerName}:`,
      '',
      `Canceló su bloque de instalación ${range} en ${request.projectAddress}. El bloque está libre de nuevo y avisamos a nuestro equipo.${wasConfirmed ? ' La invitación de calendario queda retirada.' : ''}`,
      `Para reservar otra vez, elija un bloque en /es/schedule o llámenos al ${company.phone}.`,
      '',
      ...bookingLinkLinesEs(link),
      ...signEs(),
    ].join('\n'),
  }
}

/** The customer's acknowledgement of a request to move to another block, in Spanish. */
export function moveRequestedMailEs(
  request: StoredBooking,
  from: InstallationSlot,
  slot: InstallationSlot,
  { link }: { link: string },
): { subject: string; text: string } {
  const oldRange = datesEs.range(from.startDate, from.endDate)
  const newRange = datesEs.range(slot.startDate, slot.endDate)
  return {
    subject: `Su solicitud para cambiar su instalación: ${newRange}`,
    text: [
      `Hola, ${request.customerName}:`,
      '',
      `Recibimos su solicitud para cambiar su instalación del bloque ${oldRange} al bloque ${newRange}. Pronto la confirmaremos o rechazaremos; el bloque ${oldRange} sigue apartado para usted hasta entonces.`,
      '',
      ...bookingLinkLinesEs(link),
      ...signEs(),
    ].join('\n'),
  }
}
