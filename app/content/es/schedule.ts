import type { ScheduleCopy } from '../en/schedule'

/**
 * The schedule page and its booking dialog in Spanish (decision 039): key for key the English catalog
 * (app/content/en/schedule.ts), terms from docs/glossary-es.md.
 */
export const schedule: ScheduleCopy = {
  page: {
    title: 'Reserve un bloque de instalación | Refined Resin',
    description:
      'Elija un bloque de fin de semana de {days} días disponible y solicítelo. Confirmamos en menos de {hours} horas.',
    headline: 'Reserve su bloque de fin de semana',
  },
  lead: 'Elija un bloque de fin de semana de {days} días disponible y solicítelo. Le contactaremos en menos de {hours} horas para confirmarlo.',
  blockLength: '{days, plural, one {# día} other {# días}}',
  confirmWithin: 'Le contactaremos en menos de {hours} horas para confirmarlo.',
  previous: 'Anterior',
  next: 'Siguiente',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  legend: 'Leyenda',
  statuses: {
    available: 'Disponible',
    pending: 'Solicitado',
    booked: 'Reservado',
    unavailable: 'No disponible',
  },
  requestedMeaning:
    'la solicitud de otra persona para este bloque espera nuestra confirmación (respondemos en menos de {hours} horas). Elija otro bloque o vuelva a consultar: si no se confirma, queda libre de nuevo.',
  loading: 'Cargando los bloques disponibles...',
  emptyTitle: 'No hay bloques disponibles este mes',
  emptyBody: 'Pruebe el mes siguiente, o díganos sus fechas y buscaremos un fin de semana que le funcione.',
  contactUs: 'Contáctenos',
  blocksIn: 'Bloques de instalación en {month}',
  requestBlock: 'Solicitar este bloque',
  close: 'Cerrar',
  requestBlockFor: 'Solicitar este bloque: {range}',
  slotStatus: '{range}: {status}',
  requestHeading: 'Solicitar {range}',
  yourRequest: 'Su solicitud',
  goneTitle: 'Ese bloque ya no se puede solicitar.',
  goneBody: 'Elija otro bloque del calendario de arriba.',
  estimateLabel: 'Su estimado',
  estimateTitle: 'Su estimado va junto con esta solicitud',
  estimateLocked:
    'Precio garantizado hasta el {date}. El formulario de solicitud ya tiene los datos de este estimado.',
  slotsFailure: 'No pudimos cargar los bloques disponibles',
  estimateRange: '{min}–{max}',
  form: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    size: 'Pies cuadrados',
    sizeHint: 'Mínimo {min} pies²',
    address: 'Dirección del proyecto',
    projectType: 'Tipo de proyecto',
    projectTypes: { residential: 'Residencial', commercial: 'Comercial', industrial: 'Industrial' },
    finish: 'Acabado preferido (opcional)',
    noPreference: 'Aún no lo sé',
    finishes: { metallic: 'Metálico', flake: 'Hojuelas', solid: 'Color sólido', custom: 'Personalizado' },
    notes: 'Notas (opcional)',
    submitting: 'Enviando...',
  },
}
