/**
 * What the lead forms say about a field or a refusal, in Spanish, keyed by the English message the
 * shared schemas and the server write (decision 034): the schemas stay one, and a Spanish page turns
 * each English message into its Spanish one, on the server and in the browser alike.
 */
export const formErrorsEs: Record<string, string> = {
  'Enter your name.': 'Escriba su nombre.',
  'Keep your name under 100 characters.': 'Su nombre debe tener menos de 100 caracteres.',
  'Enter your email address.': 'Escriba su correo electrónico.',
  'That email address is too long.': 'Ese correo electrónico es demasiado largo.',
  'Enter a valid email address, like name@example.com.':
    'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  'Keep the phone number under 30 characters.': 'El teléfono debe tener menos de 30 caracteres.',
  'Use digits and + ( ) - only in the phone number.': 'Use solo dígitos y + ( ) - en el teléfono.',
  'Enter a phone number with area code, like (470) 555-0142.':
    'Escriba un teléfono con código de área, como (470) 555-0142.',
  'Enter your phone number.': 'Escriba su teléfono.',
  'Choose one of the open roles.': 'Elija uno de los puestos abiertos.',
  'Attach your resume as a PDF.': 'Adjunte su currículum en PDF.',
  'Your resume must be a PDF file. Save it as PDF and attach it again.':
    'Su currículum debe ser un archivo PDF. Guárdelo como PDF y adjúntelo de nuevo.',
  'Your resume is larger than 5 MB. Attach a smaller PDF.':
    'Su currículum pesa más de 5 MB. Adjunte un PDF más pequeño.',
  'That file is empty. Attach your resume as a PDF.': 'Ese archivo está vacío. Adjunte su currículum en PDF.',
  'Keep the link under 500 characters.': 'El enlace debe tener menos de 500 caracteres.',
  'Enter a full link starting with https://, or leave it empty.':
    'Escriba un enlace completo que empiece con https://, o deje el campo vacío.',
  'That upload is too large. Attach a PDF resume of at most 5 MB.':
    'El archivo es demasiado grande. Adjunte un currículum en PDF de 5 MB como máximo.',
  'Choose one of the listed services.': 'Elija uno de los servicios de la lista.',
  'Tell us a little about your project.': 'Cuéntenos un poco sobre su proyecto.',
  'Keep your message under 5000 characters.': 'Su mensaje debe tener menos de 5000 caracteres.',
  'Remove the control characters from this field.': 'Quite los caracteres de control de este campo.',
  'Check the highlighted fields, then send again.': 'Revise los campos marcados y vuelva a enviar.',
  'We could not read that form. Reload the page and try again.':
    'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
  // The quote PDF's link (decision 034: /es/estimator/quote.pdf answers in Spanish).
  'This quote link is missing or has invalid answers.':
    'A este enlace de cotización le faltan respuestas o tiene respuestas no válidas.',
  'This quote link names a price list we do not have. Make a new estimate at /estimator.':
    'Este enlace de cotización menciona una lista de precios que no tenemos. Haga un nuevo estimado en /es/estimator.',
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
  // The customer's booking page.
  'Keep the note under 2,000 characters.': 'La nota debe tener menos de 2,000 caracteres.',
  'Remove the invisible control characters from the note.':
    'Quite los caracteres de control invisibles de la nota.',
  'Choose the block you would like instead.': 'Elija el bloque que prefiere.',
  'Tick the box to confirm that you want to cancel.': 'Marque la casilla para confirmar que quiere cancelar.',
  'Unknown action. Reload the page and try again.':
    'Acción desconocida. Vuelva a cargar la página e inténtelo de nuevo.',
  'That upload is too large. Send at most 6 photos of 10 MB each.':
    'El envío es demasiado grande. Envíe como máximo 6 fotos de 10 MB cada una.',
  'This booking is no longer active, so it cannot be changed.':
    'Esta reserva ya no está activa, así que no se puede cambiar.',
  'You already asked to move this booking. We answer that request first.':
    'Ya pidió cambiar esta reserva. Primero respondemos a esa solicitud.',
  'Write a note or choose a photo to send.': 'Escriba una nota o elija una foto para enviar.',
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
    en: /^This booking already holds (\d+) notes, the most it can take\. Call us at (.+) to tell us more\.$/,
    es: 'Esta reserva ya tiene {0} notas, el máximo. Llámenos al {1} para contarnos más.',
  },
  {
    en: /^Your install has started, so it can no longer be changed here\. Call us at (.+)\.$/,
    es: 'Su instalación ya empezó, así que ya no se puede cambiar aquí. Llámenos al {0}.',
  },
  // The booking page's limits: the wait is in seconds below a minute, in minutes above.
  {
    en: /^This booking has taken (\d+) changes in the last hour, the most we accept\. Please try again in (\d+) (second|minute)s?, or call us at (.+)\.$/,
    es: 'Esta reserva ya recibió {0} cambios en la última hora, el máximo que aceptamos. Inténtelo de nuevo en {2, select, second {{1, plural, one {# segundo} other {# segundos}}} other {{1, plural, one {# minuto} other {# minutos}}}} o llámenos al {3}.',
  },
  {
    en: /^We received (\d+) changes from your connection in the last hour, the most we accept\. Please try again in (\d+) (second|minute)s?, or call us at (.+)\.$/,
    es: 'Recibimos {0} cambios desde su conexión en la última hora, el máximo que aceptamos. Inténtelo de nuevo en {2, select, second {{1, plural, one {# segundo} other {# segundos}}} other {{1, plural, one {# minuto} other {# minutos}}}} o llámenos al {3}.',
  },
]

/** An English message of the shared schemas or services in Spanish; one without a Spanish entry stays as written. */
export function spanishMessage(english: string): string {
  return formErrorsEs[english] ?? english
}
