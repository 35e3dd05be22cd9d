import type { PricingCopy } from '../en/pricing'

/**
 * The pricing guide in Spanish: ICU messages the server formats with the published rates
 * (decision 039), key for key the English catalog.
 */
export const pricing: PricingCopy = {
  title: 'Guía de precios de pisos epóxicos | Refined Resin',
  description:
    'Cuánto cuesta un piso epóxico en el área metropolitana de Atlanta y por qué: precio por pie cuadrado según el tamaño, el acabado, el estado de la losa y la fecha.',
  headline: 'Guía de precios',
  lead: 'Cuánto cuesta un piso epóxico en el área metropolitana de Atlanta y por qué: la mayoría de los pisos cuestan entre {low} y {high} por pie cuadrado.',
  estimateCta: 'Obtener mi estimado instantáneo',
  estimateCtaNote: 'Cuatro preguntas, menos de {minutes} minutos, sin correo ni tarjeta.',
  factorsTitle: 'Cuatro cosas que fijan su precio',
  factors: [
    {
      title: 'Tamaño del piso y tipo de espacio',
      text: 'En los pisos más grandes, la preparación, el pulido con diamante y el traslado se reparten en más pies cuadrados, así que el precio por pie cuadrado baja al crecer el área. El tipo de espacio suma un factor propio.',
      details: [
        { label: 'Según el tamaño', text: '{bands}' },
        { label: 'Factor del espacio', text: '{spaces}' },
      ],
    },
    {
      title: 'Acabado y diseño',
      text: 'Los colores sólidos cuestan menos; las hojuelas agregan una capa esparcida; los vertidos metálicos se trabajan a mano y suman {metallic}.',
      details: [{ label: 'Multiplicador del acabado', text: '{finishes}' }],
    },
    {
      title: 'Estado de la superficie',
      text: 'Las grietas, el concreto desprendido, los recubrimientos viejos y el aceite exigen más pulido y reparación: el daño suma {damage}.',
      details: [
        {
          label: 'Ajuste por estado',
          text: '{damageIncrease} por una losa dañada o con recubrimiento previo',
        },
        {
          label: 'En cada cotización',
          text: 'medición en sitio y prueba de humedad de la losa · reparación de grietas y desprendimientos con relleno epóxico flexible',
        },
      ],
    },
    {
      title: 'Fecha',
      text: 'La reserva normal es con {leadTime} de anticipación. Los trabajos urgentes cuestan más; las instalaciones fuera de temporada pueden costar menos.',
      details: [{ label: 'Recargos', text: '{surcharges}' }],
    },
  ],
  bandsTitle: 'Precio por pie cuadrado, según el tamaño',
  bandsCaption: 'Precio instalado típico por pie cuadrado según el tamaño del piso',
  columns: { floor: 'Piso', size: 'Tamaño', perSqft: 'Por pie²' },
  bandLabels: ['Garajes pequeños', 'Estándar', 'Grandes'],
  bandSize: '{sqft} pies²',
  soonerTitle: '¿Lo necesita antes?',
  soonerText:
    'La reserva normal es con {leadTime} de anticipación. Las fechas más rápidas llevan un recargo sobre todo el proyecto:',
  surchargeLabels: ['Prioritaria (1 semana)', 'Emergencia (48 a 72 horas)'],
  includedTitle: 'Incluido en cada instalación',
  included: [
    'Medición en sitio y prueba de humedad de la losa',
    'Pulido con diamante para abrir el concreto y lograr una adherencia mecánica',
    'Reparación de grietas y desprendimientos con relleno epóxico flexible',
    'Capa base, la capa de su acabado y una capa final transparente estable a los rayos UV',
    'Detalle de zócalos o bordes, protección de superficies y limpieza completa',
    '{warrantyLabel}, transferible; reparación de grietas y retoques incluidos el primer año',
    'Una revisión de mantenimiento gratis {checkMonths} meses después de la instalación',
    'Materiales de bajo contenido de COV, fabricados en el país',
  ],
  termsTitle: 'Reserva, depósito y curado',
  terms: [
    { label: 'Reserva normal', text: 'Con {leadTime} de anticipación' },
    { label: 'Depósito', text: 'Reembolsable hasta {refundDays} días antes de la instalación' },
    {
      label: 'Cancelación tardía',
      text: 'A menos de {refundDays} días de la instalación, se pierde el {forfeit} del depósito',
    },
    { label: 'Instalación residencial', text: '{installDays}' },
    { label: 'Curado antes de usarlo', text: '{cureHours}' },
    { label: 'Precio fijo', text: '{lockDays} días desde su estimado, al reservar' },
  ],
  closingTitle: 'Su piso, su precio',
}
