/**
 * The booking path in Spanish (decision 034): the /es/schedule page, its request form and what the
 * booking service answers. ICU messages the server formats with the business's figures; `{month}`,
 * `{range}`, `{status}` and `{date}` stay marks the browser fills. Same shapes as `scheduleCopy`
 * and `bookingFormCopy`; terms from docs/glossary-es.md.
 */
export const scheduleEs = {
  title: 'Reserve un bloque de instalación | Refined Resin',
  description:
    'Elija un bloque de fin de semana de {days} días disponible y solicítelo. Confirmamos en menos de {hours} horas.',
  headline: 'Reserve su bloque de fin de semana',
  lead: 'Elija un bloque de fin de semana de {days} días disponible y solicítelo. Le contactaremos en menos de {hours} horas para confirmarlo.',
  blockLength: '{days, plural, one {# día} other {# días}}',
  confirmWithin: 'Le contactaremos en menos de {hours} horas para confirmarlo.',
  previous: 'Anterior',
  next: 'Siguiente',
  month: ' mes',
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
  success: '¡Enviamos su solicitud de reserva! Le contactaremos en menos de {hours} horas.',
  slotsFailure: 'No pudimos cargar los bloques disponibles',
}

export const bookingFormEs = {
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
  failure: 'No se pudo enviar la solicitud de reserva. Inténtelo de nuevo.',
  taken: 'Alguien acaba de solicitar ese bloque. Elija otro.',
}

/**
 * What the booking form and service say, in Spanish, keyed by the English message the shared schema
 * and the service write: the schema stays one (decision 034). `{…}` are the business's figures.
 */
export const bookingErrorsEs: Record<string, string> = {
  'Choose an available block from the calendar': 'Elija un bloque disponible del calendario',
  'Enter your full name': 'Escriba su nombre completo',
  'Enter your email address': 'Escriba su correo electrónico',
  'Enter a valid email address, like name@example.com':
    'Escriba un correo electrónico válido, como nombre@ejemplo.com',
  'Enter a valid phone number, like (470) 555-0142': 'Escriba un teléfono válido, como (470) 555-0142',
  'Enter the project address': 'Escriba la dirección del proyecto',
  'Enter the square footage': 'Escriba los pies cuadrados',
  'Enter the estimate’s square footage': 'Escriba los pies cuadrados del estimado',
  'Square footage must be a whole number': 'Los pies cuadrados deben ser un número entero',
  'Choose residential, commercial or industrial': 'Elija residencial, comercial o industrial',
  'Choose metallic, flake, solid or custom': 'Elija metálico, hojuelas, color sólido o personalizado',
  'Enter text here': 'Escriba un texto aquí',
  'Leave this field empty': 'Deje este campo vacío',
  'Unknown space type': 'Tipo de espacio desconocido',
  'Unknown finish style': 'Acabado desconocido',
  'Unknown timeline': 'Plazo desconocido',
  'Must be a valid 5-digit zipcode': 'Debe ser un código postal válido de 5 dígitos',
  'Remove the control characters from this field.': 'Quite los caracteres de control de este campo.',
  'Please correct the fields marked below.': 'Corrija los campos marcados abajo.',
  'Please correct the highlighted fields.': 'Corrija los campos marcados.',
  'We sent a confirmation to your email with the block’s dates and what happens next.':
    'Le enviamos a su correo una confirmación con las fechas del bloque y los siguientes pasos.',
  'The booking request is too large. Send at most 6 photos of 10 MB each.':
    'La solicitud de reserva es demasiado grande. Envíe como máximo 6 fotos de 10 MB cada una.',
  'The booking request is too large.': 'La solicitud de reserva es demasiado grande.',
  'We could not read that form. Reload the page and try again.':
    'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
  'The request body could not be read.': 'No pudimos leer la solicitud.',
  'Failed to submit booking request. Please try again.':
    'No se pudo enviar la solicitud de reserva. Inténtelo de nuevo.',
  'That block was just requested. Please choose another.':
    'Alguien acaba de solicitar ese bloque. Elija otro.',
  'We could not find that install block. Please choose one from the calendar.':
    'No encontramos ese bloque de instalación. Elija uno del calendario.',
  'That block is no longer available. Please choose another.':
    'Ese bloque ya no está disponible. Elija otro.',
  'That block has already started. Please choose a later one.': 'Ese bloque ya empezó. Elija uno posterior.',
}

/** Messages with a figure in them: the English pattern and its Spanish ICU message. */
export const bookingErrorPatternsEs: { en: RegExp; es: string }[] = [
  { en: /^Keep this under (\d+) characters$/, es: 'Debe tener menos de {0} caracteres' },
  { en: /^Square footage must be at least ([\d,]+)$/, es: 'Los pies cuadrados deben ser al menos {0}' },
  { en: /^Square footage must be at most ([\d,]+)$/, es: 'Los pies cuadrados deben ser como máximo {0}' },
  {
    en: /^Too many booking requests\. Please try again in (\d+) seconds?\.$/,
    es: 'Demasiadas solicitudes de reserva. Inténtelo de nuevo en {0, plural, one {# segundo} other {# segundos}}.',
  },
  {
    en: /^Too many booking requests\. Please try again in (\d+) minutes?\.$/,
    es: 'Demasiadas solicitudes de reserva. Inténtelo de nuevo en {0, plural, one {# minuto} other {# minutos}}.',
  },
  {
    en: /^We could not save your booking request just now\. Nothing was lost on your side: please try again in a minute, or call (.+)\.$/,
    es: 'No pudimos guardar su solicitud de reserva en este momento. No se perdió nada de su parte: inténtelo de nuevo en un minuto o llame al {0}.',
  },
  {
    en: /^(.+) is larger than (\d+) MB\. Send a smaller photo\.$/,
    es: '{0} pesa más de {1} MB. Envíe una foto más pequeña.',
  },
  { en: /^Send at most (\d+) photos\.$/, es: 'Envíe como máximo {0} fotos.' },
  { en: /^(.+) is empty\.$/, es: '{0} está vacía.' },
  {
    en: /^(.+) is not a JPEG, PNG, WebP or AVIF picture\.$/,
    es: '{0} no es una foto JPEG, PNG, WebP o AVIF.',
  },
]
