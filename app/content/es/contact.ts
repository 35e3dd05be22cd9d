import type { ContactCopy } from '../en/contact'

/**
 * The contact page in Spanish: ICU messages the server formats with the business's published facts
 * (decisions 034, 039), key for key the English catalog; terms from docs/glossary-es.md.
 */
export const contact: ContactCopy = {
  title: 'Contáctenos | Refined Resin',
  description:
    'Llame, envíe un mensaje de texto o un correo a Refined Resin, o escríbanos por el formulario. Respondemos en menos de 2 horas en días hábiles.',
  headline: 'Contáctenos',
  lead: 'Llámenos, envíenos un mensaje de texto, un correo o escríbanos aquí. Respondemos en menos de 2 horas en días hábiles.',
  channels: [
    { kind: 'call', label: 'Llámenos', detail: '{phone}', href: '{phoneHref}' },
    { kind: 'text', label: 'Envíenos un texto', detail: '{phone}', href: '{smsHref}' },
    { kind: 'email', label: 'Escríbanos un correo', detail: '{email}', href: '{emailHref}' },
  ],
  formTitle: 'Envíenos un mensaje',
  formIntro: 'Cuéntenos sobre su piso. Los campos marcados con * son obligatorios.',
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: 'Opcional',
    interest: 'Servicio de interés',
    interestPlaceholder: 'Elija un servicio (opcional)',
    interests: [
      { value: 'residential', label: 'Piso de garaje residencial' },
      { value: 'commercial', label: 'Proyecto comercial' },
      { value: 'metallic', label: 'Epóxico metálico' },
      { value: 'maintenance', label: 'Mantenimiento o reparación' },
      { value: 'partnership', label: 'Propuesta de colaboración' },
      { value: 'other', label: 'Otro' },
    ],
    message: 'Mensaje',
    messagePlaceholder: 'Su espacio, su tamaño, el acabado que le gusta y cuándo le gustaría hacerlo.',
  },
  photos: {
    label: 'Fotos del piso (opcional)',
    hint: 'Hasta {photos} fotos del piso: JPEG, PNG, WebP o AVIF, de {mb} MB cada una. Les quitamos los datos de ubicación.',
  },
  honeypot: 'Deje este campo vacío',
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  success: {
    title: 'Recibido: le contactaremos hoy mismo.',
    description: 'Gracias por escribir a {company}. Revise su correo en unos minutos.',
  },
  outcome: { rateLimited: 'Demasiados envíos', invalid: 'Aún no se envió', failed: 'No se envió' },
  serviceArea: {
    title: 'Área de servicio',
    intro:
      'Desde {city}, {state}, instalamos en toda el área metropolitana de Atlanta, a un máximo de {radius} millas, y estamos creciendo hacia {expansion}.',
    county: 'Condado de {county}',
    countiesTitle: 'Condados',
    citiesTitle: 'Ciudades principales',
    responseTime: 'Tiempo de respuesta: menos de 2 horas en días hábiles.',
  },
}
