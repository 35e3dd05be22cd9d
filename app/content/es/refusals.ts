import type { Refusals } from '../en/refusals'

/**
 * What the site says when it refuses an input, in Spanish (decisions 034, 039): the same codes as the
 * English catalog, worded here; the trade's terms are docs/glossary-es.md's.
 */
const field: Refusals['field'] = {
  controlCharacters: 'Quite los caracteres de control de este campo.',
}

const lead: Refusals['lead'] = {
  nameMissing: 'Escriba su nombre.',
  nameTooLong: 'Su nombre debe tener menos de {max} caracteres.',
  emailMissing: 'Escriba su correo electrónico.',
  emailTooLong: 'Ese correo electrónico es demasiado largo.',
  emailInvalid: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  phoneTooLong: 'El teléfono debe tener menos de {max} caracteres.',
  phoneCharacters: 'Use solo dígitos y + ( ) - en el teléfono.',
  phoneTooShort: 'Escriba un teléfono con código de área, como (470) 555-0100.',
  phoneMissing: 'Escriba su teléfono.',
  interestUnknown: 'Elija uno de los servicios de la lista.',
  messageMissing: 'Cuéntenos un poco sobre su proyecto.',
  messageTooLong: 'Su mensaje debe tener menos de {max} caracteres.',
  roleUnknown: 'Elija uno de los puestos abiertos.',
  resumeMissing: 'Adjunte su currículum en PDF.',
  resumeNotPdf: 'Su currículum debe ser un archivo PDF. Guárdelo como PDF y adjúntelo de nuevo.',
  resumeTooLarge: 'Su currículum pesa más de {mb} MB. Adjunte un PDF más pequeño.',
  resumeEmpty: 'Ese archivo está vacío. Adjunte su currículum en PDF.',
  linkTooLong: 'El enlace debe tener menos de {max} caracteres.',
  linkInvalid: 'Escriba un enlace completo que empiece con https://, o deje el campo vacío.',
  companyMissing: 'Escriba el nombre de su empresa.',
  companyTooLong: 'El nombre de la empresa debe tener menos de {max} caracteres.',
  contactNameMissing: 'Escriba el nombre de la persona de contacto.',
  contactNameTooLong: 'El nombre debe tener menos de {max} caracteres.',
  partnerTypeMissing: 'Elija su tipo de socio.',
  yearsInBusinessMissing: 'Elija cuánto tiempo lleva su empresa en el negocio.',
  annualProjectsMissing: 'Elija cuántos proyectos realiza al año.',
  territoryMissing: 'Escriba su zona de servicio principal.',
  territoryTooLong: 'La zona de servicio debe tener menos de {max} caracteres.',
  referralEstimateUnknown: 'Elija uno de los estimados de referidos de la lista.',
  aboutTooLong: 'Debe tener menos de {max} caracteres.',
  termsNotAgreed: 'Acepte los términos de la asociación para continuar.',
}

const leadService: Refusals['leadService'] = {
  fixFields: 'Revise los campos marcados y vuelva a enviar.',
  unreadable: 'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
  resumeUploadTooLarge:
    'El archivo es demasiado grande. Adjunte un currículum en PDF de {mb} MB como máximo.',
  messageWithPhotosTooLarge:
    'El mensaje y sus fotos son demasiado grandes para enviarlos. Envíe como máximo {photos} fotos de {mb} MB cada una.',
  messageTooLarge: 'El mensaje es demasiado largo para enviarlo. Acórtelo y vuelva a enviarlo.',
  rateLimited:
    'Ha enviado {count} formularios en la última hora. Inténtelo de nuevo en {unit, select, second {{wait, plural, one {# segundo} other {# segundos}}} other {{wait, plural, one {# minuto} other {# minutos}}}}, o llámenos.',
}

const booking: Refusals['booking'] = {
  blockMissing: 'Elija un bloque disponible del calendario',
  tooLong: 'Debe tener menos de {max} caracteres',
  textMissing: 'Escriba un texto aquí',
  nameMissing: 'Escriba su nombre completo',
  emailMissing: 'Escriba su correo electrónico',
  emailInvalid: 'Escriba un correo electrónico válido, como nombre@ejemplo.com',
  phoneInvalid: 'Escriba un teléfono válido, como (470) 555-0100',
  addressMissing: 'Escriba la dirección del proyecto',
  sqftMissing: 'Escriba los pies cuadrados',
  estimateSqftMissing: 'Escriba los pies cuadrados del estimado',
  sqftWhole: 'Los pies cuadrados deben ser un número entero',
  sqftAtLeast: 'Los pies cuadrados deben ser al menos {min}',
  sqftAtMost: 'Los pies cuadrados deben ser como máximo {max, number}',
  projectTypeUnknown: 'Elija residencial, comercial o industrial',
  finishUnknown: 'Elija metálico, hojuelas, color sólido o personalizado',
  honeypot: 'Deje este campo vacío',
  spaceUnknown: 'Tipo de espacio desconocido',
  finishStyleUnknown: 'Acabado desconocido',
  timelineUnknown: 'Plazo desconocido',
  zipInvalid: 'Debe ser un código postal válido de 5 dígitos',
}

const bookingService: Refusals['bookingService'] = {
  submitted: '¡Enviamos su solicitud de reserva! Le contactaremos en menos de {hours} horas.',
  confirmationSent:
    'Le enviamos a su correo una confirmación con las fechas del bloque y los siguientes pasos.',
  fixFields: 'Corrija los campos marcados.',
  fixFieldsBelow: 'Corrija los campos marcados abajo.',
  tooLarge: 'La solicitud de reserva es demasiado grande.',
  tooLargeWithPhotos:
    'La solicitud de reserva es demasiado grande. Envíe como máximo {photos} fotos de {mb} MB cada una.',
  unreadable: 'No pudimos leer la solicitud.',
  notJson: 'La solicitud debe estar en JSON.',
  notObject: 'Envíe la solicitud de reserva como un objeto JSON.',
  formUnreadable: 'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
  failed: 'No se pudo enviar la solicitud de reserva. Inténtelo de nuevo.',
  blockTaken: 'Alguien acaba de solicitar ese bloque. Elija otro.',
  blockNotFound: 'No encontramos ese bloque de instalación. Elija uno del calendario.',
  blockUnavailable: 'Ese bloque ya no está disponible. Elija otro.',
  blockStarted: 'Ese bloque ya empezó. Elija uno posterior.',
  rateLimited:
    'Demasiadas solicitudes de reserva. Inténtelo de nuevo en {unit, select, second {{wait, plural, one {# segundo} other {# segundos}}} other {{wait, plural, one {# minuto} other {# minutos}}}}.',
}

const payments: Refusals['payments'] = {
  checkoutFailed:
    'No pudimos comunicarnos con nuestro proveedor de pagos, así que su reserva no se hizo y no se cobró nada. Inténtelo de nuevo en un minuto o llame al {phone}.',
}

const saveFailed: Refusals['saveFailed'] = {
  message:
    'No pudimos guardar su mensaje en este momento. No se perdió nada de su parte: inténtelo de nuevo en un minuto o llame al {phone}.',
  application:
    'No pudimos guardar su solicitud de empleo en este momento. No se perdió nada de su parte: inténtelo de nuevo en un minuto o llame al {phone}.',
  booking:
    'No pudimos guardar su solicitud de reserva en este momento. No se perdió nada de su parte: inténtelo de nuevo en un minuto o llame al {phone}.',
}

const photos: Refusals['photos'] = {
  tooMany: 'Envíe como máximo {max} fotos.',
  full: 'Esta reserva ya tiene {max} fotos, el máximo que admite.',
  room: 'Esta reserva tiene espacio para {room, plural, one {# foto más} other {# fotos más}} ({max} en total).',
  tooLarge: '{name} pesa más de {mb} MB. Envíe una foto más pequeña.',
  empty: '{name} está vacía.',
  notAPicture: '{name} no es una foto JPEG, PNG, WebP o AVIF.',
}

const bookingPage: Refusals['bookingPage'] = {
  noteTooLong: 'La nota debe tener menos de {max, number} caracteres.',
  noteControlCharacters: 'Quite los caracteres de control invisibles de la nota.',
  moveBlockMissing: 'Elija el bloque que prefiere.',
  cancelNotConfirmed: 'Marque la casilla para confirmar que quiere cancelar.',
  unknownAction: 'Acción desconocida. Vuelva a cargar la página e inténtelo de nuevo.',
  uploadTooLarge: 'El envío es demasiado grande. Envíe como máximo {photos} fotos de {mb} MB cada una.',
  unreadable: 'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
  bookingRateLimited:
    'Esta reserva ya recibió {count} cambios en la última hora, el máximo que aceptamos. Inténtelo de nuevo en {unit, select, second {{wait, plural, one {# segundo} other {# segundos}}} other {{wait, plural, one {# minuto} other {# minutos}}}} o llámenos al {phone}.',
  addressRateLimited:
    'Recibimos {count} cambios desde su conexión en la última hora, el máximo que aceptamos. Inténtelo de nuevo en {unit, select, second {{wait, plural, one {# segundo} other {# segundos}}} other {{wait, plural, one {# minuto} other {# minutos}}}} o llámenos al {phone}.',
  notActive: 'Esta reserva ya no está activa, así que no se puede cambiar.',
  moveAlreadyAsked: 'Ya pidió cambiar esta reserva. Primero respondemos a esa solicitud.',
  nothingToSend: 'Escriba una nota o elija una foto para enviar.',
  notesFull: 'Esta reserva ya tiene {count} notas, el máximo. Llámenos al {phone} para contarnos más.',
  started: 'Su instalación ya empezó, así que ya no se puede cambiar aquí. Llámenos al {phone}.',
}

const estimate: Refusals['estimate'] = {
  spaceType: 'Elija el tipo de espacio.',
  squareFootage: 'Los pies cuadrados deben ser un número entero de {min} a {max, number}.',
  finishStyle: 'Elija un estilo de acabado.',
  zipcode: 'Debe ser un código postal válido de 5 dígitos',
  timeline: 'Elija cuándo quiere hacerlo.',
}

const quote: Refusals['quote'] = {
  invalidLink: 'A este enlace de cotización le faltan respuestas o tiene respuestas no válidas.',
  unknownPriceBook:
    'Este enlace de cotización menciona una lista de precios que no tenemos. Haga un nuevo estimado en {estimator}.',
}

export const refusals: Refusals = {
  field,
  lead,
  leadService,
  booking,
  bookingService,
  payments,
  saveFailed,
  photos,
  bookingPage,
  estimate,
  quote,
}
