import type { EstimatorCopy } from '../en/estimator'

/**
 * The estimator in Spanish, as ICU messages (decision 039), key for key the English catalog
 * (`../en/estimator.ts`, which says how each part is used). Terms follow docs/glossary-es.md
 * (warehouse = bodega).
 */
export const estimator: EstimatorCopy = {
  page: {
    title: 'Estimado instantáneo de pisos epóxicos | Refined Resin',
    description:
      'Calcule en menos de {minutes} minutos el precio de su piso epóxico en Metro Atlanta: garaje, patio, sótano, local comercial o bodega. Sin correo electrónico ni tarjeta.',
    headline: 'Estimado instantáneo de pisos epóxicos',
  },
  copy: {
    heroEyebrow: 'Estimado instantáneo',
    heroLead:
      'Un rango de precio instantáneo para su piso en menos de {minutes} minutos: cuatro preguntas, sin correo electrónico ni tarjeta.',
    heroFigures: [
      { figure: '{heroDays} días', label: 'de instalación en promedio' },
      { figure: '{rateLow}–{rateHigh}', label: 'por pie cuadrado' },
      { figure: 'Garantía de {warrantyYears} años', label: 'incluida' },
    ],
    start: 'Comenzar mi estimado',
    learnPricing: '¿Preguntas sobre el precio? Escríbanos',
    sqftHint: 'Un garaje estándar para 2 autos ≈ 400 pies²',
    zipLabel: 'Código postal del proyecto',
    zipPlaceholder: '12345',
    timelineLabel: '¿Cuándo le gustaría hacerlo?',
    timelinePlaceholder: 'Elija un plazo',
    next: 'Siguiente',
    back: 'Atrás',
    submit: 'Ver mi estimado',
    resultsTitle: 'El rango estimado de su proyecto',
    resultsNote: 'El precio puede variar según el estado de la superficie y la complejidad del diseño',
    priceLockBanner:
      'Reserve ahora y asegure el precio actual de los materiales por {priceLockDays, plural, one {# día} other {# días}}',
    lockSlot: 'Pedir mi fecha de instalación',
    downloadPdf: 'Descargar el estimado en PDF',
    noCard: 'No se requiere tarjeta para pedir una consulta',
    toast: '¡Estimado calculado!',
    editAnswers: 'Cambiar mis respuestas',
    pricingFactorsTitle: 'Qué influye en el precio',
    didYouKnowTitle: '¿Sabía usted?',
    bookWeekend: 'Pedir un bloque de fin de semana',
    dialogTitle: 'Tenemos los datos de su estimado',
    dialogText:
      'Espere la llamada de nuestro equipo en menos de {callbackHours} horas para confirmar su fecha.',
    dialogEmailNote:
      'Después de la llamada le enviaremos por correo un estimado detallado en PDF, o descárguelo ahora.',
    dialogOptIn: 'Recibir ideas de diseño para garajes y descuentos en proyectos',
    dialogClose: 'Continuar',
    incompleteLink: 'A este enlace de estimado le faltan algunos datos. Continúe aquí abajo donde se quedó.',
  },
  steps: [
    { step: 1, title: '¿Qué tipo de espacio?' },
    { step: 2, title: '¿Cuántos pies cuadrados?' },
    { step: 3, title: 'Elija el estilo de acabado' },
    { step: 4, title: 'Últimos detalles' },
  ],
  spaceOptions: [
    {
      value: 'garage',
      label: 'Garaje',
      tooltip: 'Garajes de uno a cuatro autos: resisten llantas calientes, aceite y sal.',
    },
    {
      value: 'patio',
      label: 'Patio',
      tooltip: 'Losas exteriores y porches: capa final estable a los rayos UV y textura antideslizante.',
    },
    {
      value: 'basement',
      label: 'Sótano',
      tooltip:
        'Pisos bajo el nivel del suelo: primero hacemos una prueba de humedad y sellamos la losa de concreto.',
    },
    {
      value: 'commercial',
      label: 'Local comercial',
      tooltip: 'Salas de exhibición, oficinas, salones y cervecerías: hechos para el tránsito y la limpieza.',
    },
    {
      value: 'warehouse',
      label: 'Bodega',
      tooltip: 'Tránsito de montacargas y transpaletas, líneas de demarcación y resistencia a químicos.',
    },
  ],
  finishOptions: [
    {
      value: 'metallic-copper',
      label: 'Cobre metálico',
      blurb: 'Vetas de cobre y bronce arremolinadas a mano.',
    },
    {
      value: 'gunmetal-flake',
      label: 'Hojuelas gris plomo',
      blurb: 'Hojuelas densas color carbón que disimulan el polvo y el desgaste.',
    },
    {
      value: 'storm-grey',
      label: 'Gris tormenta sólido',
      blurb: 'Un color sólido satinado y limpio, el más económico.',
    },
    {
      value: 'custom',
      label: 'Mezcla personalizada',
      blurb: 'Sus colores y su diseño, creados con nuestro equipo.',
    },
  ],
  timelineOptions: [
    { value: 'this-month', label: 'Este mes' },
    { value: 'next-month', label: 'El próximo mes' },
    { value: 'later', label: 'Más adelante' },
  ],
  pricingFactors: [
    {
      value: 'surface',
      title: 'Estado de la superficie',
      text: 'Las grietas, el concreto descascarado, los recubrimientos viejos o las manchas de aceite requieren más pulido con diamante y reparación de grietas: los daños suman {surfaceDamage}.',
    },
    {
      value: 'design',
      title: 'Complejidad del diseño',
      text: 'Los vertidos metálicos se aplican por capas y nuestros artesanos los trabajan a mano: el acabado metálico suma {metallicDesign}.',
    },
    {
      value: 'climate',
      title: 'Clima y humedad',
      text: 'El epóxico cura mejor a {cureTemperature}; las semanas más calurosas y húmedas de Georgia llevan un pequeño recargo de temporada.',
    },
    {
      value: 'crew',
      title: 'Disponibilidad de la cuadrilla',
      text: 'Reserve con {bookAhead} de anticipación. Los trabajos urgentes pueden llevar un recargo de {rushFee}; fuera de temporada puede haber descuentos.',
    },
  ],
  didYouKnow: [
    'Cerca del {under72} de nuestras instalaciones terminan en menos de 72 horas.',
    'El {zeroRepairs} de nuestros pisos no necesita ninguna reparación en sus primeros 3 años.',
    'Cada piso recibe una revisión de mantenimiento gratis {checkMonths, plural, one {# mes} other {# meses}} después de la instalación.',
    'Nuestra garantía de {warrantyYears} años sobre el acabado es transferible, así que suma al valor de reventa de su casa.',
  ],
  labels: {
    progress: 'Avance del estimado',
    loading: 'Cargando…',
    close: 'Cerrar',
    answers: {
      space: 'Espacio',
      size: 'Tamaño',
      finish: 'Acabado',
      zipcode: 'Código postal',
      timeline: 'Plazo',
    },
    breakdownTitle: 'Desglose del costo',
    breakdown: {
      materialAndPrep: 'Materiales y preparación',
      labor: 'Mano de obra',
      finishMultiplier: 'Multiplicador por tipo de acabado',
      estimatedTimeline: 'Tiempo estimado',
    },
  },

  // The Spanish estimator sends pricing questions to the contact page, as it always has.
  pricingLink: { path: '/contact?interest=other' },
  messages: {
    stepOf: 'Paso {step} de {total}',
    sqft: '{area} pies²',
    sqftSpoken: '{area} pies cuadrados',
    range: '{min} – {max}',
    // Spanish has two plural forms, `one` and `other` (Intl.PluralRules picks).
    days: { one: '{days} día', other: '{days} días' },
    inArea: '{zip} está en {city}, condado de {county}, dentro de nuestra área de servicio.',
    areaLink: 'Pisos epóxicos en {city}',
    outsideArea:
      '{zip} está fuera de nuestra área de servicio habitual en Metro Atlanta. Su estimado sigue en pie: nuestro equipo le confirmará si podemos hacer su proyecto cuando le llamemos.',
  },
}
