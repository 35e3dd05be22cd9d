import type { BookingPageCopy } from '../en/booking-page'

/**
 * The customer's booking page in Spanish, for a booking made in Spanish (decision 039): key for key
 * the English catalog (app/content/en/booking-page.ts).
 */
export const bookingPage: BookingPageCopy = {
  title: 'Su reserva de instalación',
  documentTitle: 'Su reserva de instalación | {company}',
  validFor:
    'Esta página es suya: cualquiera con su enlace puede ver y cambiar esta reserva, así que no comparta el enlace. Funciona hasta {linkDays} días después de la instalación.',
  statusLabels: {
    pending: 'Solicitada: espera nuestra confirmación',
    confirmed: 'Confirmada',
    declined: 'Rechazada',
    cancelled: 'Cancelada',
  },
  next: {
    pending: [
      'Le llamamos o escribimos en menos de {hours} horas para confirmar el bloque y hablar de su piso.',
      'Cuando confirmemos, el bloque queda reservado para usted y la invitación de calendario le llega por correo.',
      'Mientras tanto el bloque está apartado para usted; nadie más puede solicitarlo.',
    ],
    confirmed: [
      'El bloque está reservado para usted. Despeje el espacio antes del primer día y no meta vehículos durante 72 horas después de que terminemos.',
      'Le llamamos antes del primer día para repasar la preparación. Preguntas en cualquier momento: {phone}.',
    ],
    declined: [
      'No pudimos tomar este bloque. Elija otro en {schedule} o llame al {phone} y buscaremos una fecha juntos.',
    ],
    cancelled: [
      'Esta reserva está cancelada y su bloque está libre de nuevo. Para reservar otra vez, elija un bloque en {schedule} o llame al {phone}.',
    ],
  },
  addTitle: 'Agregue notas y fotos',
  addIntro:
    'Todo lo que debamos saber antes de la instalación: el estado del piso, grietas, manchas, lo que se guarda allí.',
  moveTitle: 'Cambiar a otro bloque',
  moveIntro:
    'Pida otro bloque disponible. Lo confirmamos o rechazamos como cualquier solicitud; su bloque actual sigue apartado hasta entonces.',
  cancelTitle: 'Cancelar esta reserva',
  cancelIntro: 'El bloque queda libre para otros y avisamos a nuestro equipo de inmediato.',
  cancelConfirm: 'Sí, quiero cancelar esta reserva',
  messages: {
    added: 'Gracias. Lo agregamos a su reserva.',
    cancelled:
      'Su reserva está cancelada. Le enviamos una confirmación por correo y avisamos a nuestro equipo.',
    moveRequested:
      'Recibimos su solicitud de cambio. Pronto la confirmaremos o rechazaremos; su bloque actual sigue apartado hasta entonces.',
  },
  hello: 'Hola, {name}.',
  installBlock: 'Bloque de instalación',
  blockDays: '({days, plural, one {# día} other {# días}})',
  address: 'Dirección',
  project: 'Proyecto',
  estimate: 'Estimado',
  estimateLocked: '{summary} (precio garantizado hasta el {date})',
  noEstimate: 'Esta solicitud no trae un estimado en línea; cotizamos después de ver el piso.',
  moveRequest: 'Solicitud de cambio',
  movePending:
    'Pidió cambiar al bloque {to}. Lo confirmaremos o rechazaremos; {from} sigue apartado hasta entonces.',
  moveDeclined: 'No pudimos cambiarle al bloque {to}; su bloque sigue siendo {from}.',
  moveDone: 'Su cambio al bloque {to} quedó {status}.',
  moveStatuses: {
    pending: 'pendiente',
    confirmed: 'confirmado',
    declined: 'rechazado',
    cancelled: 'cancelado',
  },
  photosSent: 'Fotos enviadas',
  whatNext: 'Los siguientes pasos',
  started: 'Su instalación ya empezó, así que los cambios se hacen con nuestra cuadrilla: llame al {phone}.',
  yourNotes: 'Sus notas',
  note: 'Nota',
  notesFull: 'Esta reserva ya tiene el máximo de notas ({max}). Llámenos al {phone} para contarnos más.',
  photosRoom: 'Fotos (caben {n} más)',
  photosFull: 'Esta reserva ya tiene el máximo de fotos ({photos}).',
  sending: 'Enviando...',
  send: 'Enviar a nuestro equipo',
  anotherBlock: 'Otro bloque disponible',
  chooseBlock: 'Elija un bloque',
  askMove: 'Pedir el cambio',
  noOpen: 'No hay otro bloque libre por ahora. Llame al {phone}.',
  cancelling: 'Cancelando...',
  cancel: 'Cancelar mi reserva',
}
