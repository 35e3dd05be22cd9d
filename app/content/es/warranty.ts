import type { WarrantyWords } from '../en/warranty'

/**
 * The warranty page in Spanish, as ICU messages (decision 039), key for key the English catalog. A
 * customer-facing page, translated in full. Terms follow docs/glossary-es.md.
 */
export const warrantyWords: WarrantyWords = {
  title: 'Garantía | Refined Resin',
  description:
    'Nuestra garantía transferible de {years} años sobre el acabado: qué cubre, qué excluye y cómo presentar un reclamo.',
  headline: 'Nuestra garantía',
  lead: 'Una garantía de {years, plural, one {# año} other {# años}} sobre el acabado, transferible, en cada piso que instalamos.',
  // The Spanish page has always asked for the estimate on the contact page.
  action: { to: '/contact', label: 'Pida un estimado' },
  termsTitle: 'Términos de la garantía',
  terms: [
    { label: 'Garantía del acabado', text: '{years, plural, one {# año} other {# años}}' },
    {
      label: 'Transferible',
      text: '{transferable, select, yes {Sí, al siguiente propietario} other {No}}',
    },
    { label: 'Servicio', text: 'Servicio prioritario para reclamos de garantía' },
    { label: 'Respuesta habitual', text: 'Unas {priorityHours} horas' },
    { label: 'Revisión del reclamo', text: 'En menos de {reviewHours} horas' },
    {
      label: 'Reparaciones',
      text: 'La mayoría en {repairWeeks, plural, one {# semana} other {# semanas}} tras la aprobación',
    },
  ],
  coverageLabel: 'Cobertura',
  coveredTitle: 'Qué cubre',
  covered: [
    'Desprendimiento del acabado',
    'Falla del recubrimiento',
    'Grietas en la losa de concreto',
    'Defectos del material',
    'Variaciones de color',
    'Problemas de mano de obra',
  ],
  notCoveredTitle: 'Qué no cubre',
  exclusions: [
    'Desgaste normal',
    'Daños por químicos',
    'Daños por impactos',
    'Mantenimiento inadecuado',
    'Problemas estructurales',
  ],
  claimTitle: 'Cómo presentar un reclamo',
  stepLabel: 'Paso',
  claimSteps: [
    {
      title: 'Contacto',
      text: 'Llame al {phone} o escriba a {email} con su dirección, la fecha de instalación y algunas fotos del problema. Respuesta prioritaria en unas {priorityHours} horas.',
    },
    {
      title: 'Evaluación',
      text: 'Revisamos cada reclamo en menos de {reviewHours} horas y, si las fotos no lo dicen todo, lo visitamos para encontrar la causa.',
    },
    {
      title: 'Solución',
      text: 'Las reparaciones cubiertas se programan sin costo para usted; la mayoría quedan terminadas en {repairWeeks, plural, one {# semana} other {# semanas}} tras la aprobación.',
    },
  ],
  faqTitle: 'Preguntas sobre la garantía',
  faq: [
    {
      value: 'first-year',
      question: '¿Qué incluye el primer año?',
      answer:
        'La reparación de grietas y los retoques están incluidos durante el primer año, además de la garantía de {years, plural, one {# año} other {# años}} sobre el acabado.',
    },
    {
      value: 'transfer',
      question: '¿La garantía se transfiere si vendo mi casa?',
      answer:
        'Sí. La garantía acompaña al piso, no al dueño. Dele al comprador la fecha de instalación y la dirección, y podrá presentar un reclamo igual que usted.',
    },
    {
      value: 'extend',
      question: '¿Puedo extender la garantía?',
      answer:
        'Los miembros del Floor Care Club, nuestro programa de mantenimiento, tienen la garantía del acabado extendida de {yearsWithout} a {yearsWith} años mientras su membresía esté activa.',
    },
    {
      value: 'void',
      question: '¿Qué podría anularla?',
      answer:
        'Los daños que aparecen en las exclusiones de arriba, como químicos agresivos que se dejan sobre el piso, golpes fuertes o falta de mantenimiento. Las reparaciones hechas por otro instalador en un área cubierta también terminan la cobertura de esa área.',
    },
  ],
}
