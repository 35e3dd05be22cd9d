import type { FloorCareCopy } from '../en/floor-care'

/**
 * The Floor Care Club page in Spanish, as ICU messages (decisions 034, 039), key for key the English
 * catalog; the figures are placeholders filled from the live facts. Terms follow
 * docs/glossary-es.md; the club's name stays a brand name, glossed the first time.
 */
export const floorCare: FloorCareCopy = {
  title: 'Floor Care Club, programa de mantenimiento | Refined Resin',
  description:
    'Inspecciones trimestrales, {discount} de descuento y una garantía extendida a {yearsWith} años: {priceLaunch} al año con el precio de lanzamiento.',
  headline: 'Floor Care Club, nuestro programa de mantenimiento',
  lead: 'Mantenga su piso como el día de la entrega: inspecciones periódicas, precios para miembros y una garantía más larga.',
  membership: {
    title: 'Membresía',
    badge: 'Precio de lanzamiento',
    price: '{priceLaunch}',
    perPeriod: '/año',
    regularLabel: 'Precio regular',
    regularPrice: '{priceRegular}/año',
    whoCanJoin: 'Quién puede inscribirse:',
    joinWindow: 'al momento de la instalación o durante el primer año.',
    join: 'Inscribirme',
  },
  details: [
    {
      title: 'Inspecciones trimestrales',
      text: 'Un técnico revisa su piso cuatro veces al año en busca de desgaste, desprendimientos o manchas.',
    },
    {
      title: '{discount} de descuento',
      text: '{discount} de descuento en reparaciones, nuevas capas y espacios adicionales mientras sea miembro.',
    },
    {
      title: 'Garantía extendida a {yearsWith, plural, one {# año} other {# años}}',
      text: 'La garantía de su acabado dura {yearsWith, plural, one {# año} other {# años}} en lugar de {yearsWithout} mientras la membresía esté activa.',
    },
    {
      title: 'Resellado menor',
      text: 'Las zonas de mucho tránsito y las marcas de roce reciben un resellado ligero en la inspección cuando lo necesitan.',
    },
    {
      title: 'Servicio prioritario',
      text: 'Los miembros pasan al frente de la fila para reclamos, reparaciones y trabajos nuevos.',
    },
    {
      title: 'Aviso de renovación',
      text: 'Le enviamos un correo {reminderDays, plural, one {# día} other {# días}} antes de que se renueve su membresía, para que nunca reciba un cobro inesperado.',
    },
  ],
  faqTitle: 'Preguntas sobre el club',
  faq: [
    {
      value: 'when',
      question: '¿Cuándo puedo inscribirme?',
      answer:
        'Al momento de la instalación o durante el primer año. Después de ese plazo, pregúntenos primero por una inspección única.',
    },
    {
      value: 'price',
      question: '¿Cuánto cuesta después del precio de lanzamiento?',
      answer:
        'El precio de lanzamiento es de {priceLaunch} al año; el precio regular es de {priceRegular} al año. Los miembros que se inscriben al precio de lanzamiento lo conservan mientras renueven sin interrupción.',
    },
    {
      value: 'cancel',
      question: '¿Puedo cancelar?',
      answer:
        'Sí, en cualquier momento antes de su fecha de renovación. Su garantía extendida dura lo mismo que la membresía; la garantía estándar sigue vigente en cualquier caso.',
    },
  ],
}
