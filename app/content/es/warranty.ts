import { company, floorCareClub, warranty } from '../business'
import type { SitePage } from '../site-pages'
import type { WarrantyCopy } from '../warranty'

/**
 * The warranty page in Spanish, as ICU messages (decision 034): the same shape as `warrantyCopy`, the
 * figures as placeholders filled from the live facts by `warrantyEsValues`. A customer-facing page,
 * translated in full. Terms follow docs/glossary-es.md.
 */
export const warrantyEs: WarrantyCopy = {
  lead: 'Una garantía de {years, plural, one {# año} other {# años}} sobre el acabado, transferible, en cada piso que instalamos.',
  // No Spanish estimator yet: the estimate is asked for on the Spanish contact page.
  action: { to: '/es/contact', label: 'Pida un estimado' },
  termsTitle: 'Términos de la garantía',
  terms: [
    { label: 'Garantía del acabado', value: '{years, plural, one {# año} other {# años}}' },
    {
      label: 'Transferible',
      value: '{transferable, select, yes {Sí, al siguiente propietario} other {No}}',
    },
    { label: 'Servicio', value: 'Servicio prioritario para reclamos de garantía' },
    { label: 'Respuesta habitual', value: 'Unas {priorityHours} horas' },
    { label: 'Revisión del reclamo', value: 'En menos de {reviewHours} horas' },
    {
      label: 'Reparaciones',
      value: 'La mayoría en {repairWeeks, plural, one {# semana} other {# semanas}} tras la aprobación',
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

/** The page's title, description and headline in Spanish. */
export const warrantyPageEs: Pick<SitePage, 'title' | 'description' | 'headline'> = {
  title: 'Garantía | Refined Resin',
  description:
    'Nuestra garantía transferible de {years} años sobre el acabado: qué cubre, qué excluye y cómo presentar un reclamo.',
  headline: 'Nuestra garantía',
}

/** The figures the Spanish messages name, from the live facts. */
export function warrantyEsValues() {
  const { handling, standard } = warranty
  return {
    years: standard.years,
    transferable: standard.transferable ? 'yes' : 'no',
    priorityHours: handling.priorityResponseHours,
    reviewHours: handling.claimReviewHours,
    repairWeeks: handling.repairWithinDaysOfApproval / 7,
    phone: company.phone,
    email: company.email,
    yearsWith: floorCareClub.warrantyYearsWithMembership,
    yearsWithout: floorCareClub.warrantyYearsWithout,
  }
}
