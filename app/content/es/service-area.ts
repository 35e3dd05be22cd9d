import type { ServiceAreaCopy } from '../en/service-area'

/**
 * The service-area pages in Spanish, as ICU messages (decision 039), key for key the English catalog
 * (`../en/service-area.ts`, which says how they are used). The knowledge hub's crumbs and the meta
 * keywords are left out, as the Spanish page always has.
 */
export const serviceArea: ServiceAreaCopy = {
  meta: {
    title: 'Pisos epóxicos en {city}, {state} {zip} | {company}',
    description:
      'Pisos epóxicos para garajes, negocios y acabados metálicos en {city}, condado de {county}, {state} {zip}. Estimados sin costo, instalación en {average} y {lifetime}. Llame al {phone}.',
    keywords: [],
  },
  hubLinks: [],
  breadcrumb: '{city} {zip}',
  countyLine: 'Condado de {county}, {state}',
  headline: 'Pisos epóxicos en {city}, {state}',
  lead: 'Pisos de resina para garajes, comercios e industrias en {city} {zip}, {leadWhere}.',
  leadAway: 'a {miles} millas al {direction} de nuestra base en {base}',
  leadAt: 'justo donde está nuestra base en {base}',
  whereAway: 'a {miles} millas al {direction} de nuestra base en {base}',
  whereAt: 'justo donde está nuestra base en {base}',
  compass: {
    north: 'norte',
    northeast: 'noreste',
    east: 'este',
    southeast: 'sureste',
    south: 'sur',
    southwest: 'suroeste',
    west: 'oeste',
    northwest: 'noroeste',
  },
  links: [
    { to: '/estimator', label: 'Pida su estimado sin costo' },
    { to: '/schedule', label: 'Reserve una visita' },
  ],
  servicesTitle: 'Los pisos que instalamos en {city}',
  serviceCards: [
    {
      title: 'Pisos de garaje residenciales',
      text: 'Sistemas de hojuelas, color sólido y metálicos sobre una losa con pulido con diamante, con una capa final estable a los rayos UV que resiste llantas calientes, sal de carretera y barro rojo.',
      href: '/estimator',
      cta: 'Calcule el precio de su garaje',
    },
    {
      title: 'Pisos comerciales',
      text: 'Salas de exhibición, cervecerías, salones y oficinas: pisos metálicos y de color sólido antideslizantes, instalados según su horario de atención.',
      href: '/contact',
      cta: 'Hable con nosotros de su negocio',
    },
    {
      title: 'Recubrimientos industriales',
      text: 'Epóxico de alto espesor y cemento de uretano para almacenes y talleres, con juntas listas para montacargas y señalización de pasillos según OSHA.',
      href: '/contact',
      cta: 'Pida una visita técnica',
    },
  ],
  forCity: ' en {city}',
  typicalPrice: 'Precio típico instalado en {city}: de {low} a {high} por pie cuadrado.',
  localTitle: 'Su cuadrilla local de pisos en {city}',
  local: {
    intro:
      '{company} instala pisos epóxicos, de hojuelas y de resina metálica en {city}, {state} {zip}, en el condado de {county}, {where}.',
    inside:
      '{city} está dentro de nuestro radio de servicio de {radius} millas, así que entra en nuestro calendario habitual: bloques de instalación de fin de semana, una visita para el estimado en su propiedad y respuesta a cada solicitud en {reply}.',
    outside:
      '{city} está fuera de nuestro radio de servicio de {radius} millas, en la zona hacia donde estamos creciendo ({expansion}). Aquí agrupamos las instalaciones en fechas planificadas, así que reserve con {bookAhead} de anticipación; aun así respondemos a cada solicitud en {reply}.',
    prep: 'Desde garajes que aguantan el calor del verano de Georgia y el polen de la primavera hasta salas de exhibición y talleres, cada trabajo en {city} empieza con una prueba de humedad y una losa con pulido con diamante, porque eso decide si un recubrimiento dura.',
  },
  facts: {
    distance: 'Distancia desde {base}',
    distanceValue: '{distance} millas',
    radius: 'Radio de servicio de {radius} millas',
    inside: 'Dentro: calendario habitual',
    outside: 'Fuera: fechas de instalación planificadas',
    reply: 'Respuesta a solicitudes',
    replyWithin: 'En {reply}',
  },
  whyTitle: 'Por qué los hogares y negocios de {city} eligen {company}',
  reasons: [
    {
      title: 'Con licencia y seguro',
      text: 'Cuadrillas con licencia y seguro completo, con certificado de seguro a solicitud.',
    },
    {
      title: 'Preparación con pulido con diamante',
      text: 'Hacemos el pulido con diamante de cada losa hasta lograr un perfil real y hacemos la prueba de humedad antes de verter.',
    },
    {
      title: 'Instalación promedio de {average}',
      text: 'La mayoría de los hogares quedan listos en {install}, y se puede caminar sobre el piso después de {cure}.',
    },
    {
      title: '{lifetimeTitle}',
      text: 'Nuestras instalaciones en el área de servicio tienen {lifetime} en materiales y mano de obra.',
    },
    {
      title: 'Materiales bajos en COV',
      text: 'Resinas bajas en compuestos orgánicos volátiles (COV), fabricadas en el país y más seguras para convivir con ellas mientras curan.',
    },
    {
      title: 'Precios claros',
      text: 'Los pisos suelen costar de {low} a {high} por pie cuadrado, con un estimado instantáneo en línea.',
    },
  ],
  faqTitle: 'Preguntas sobre pisos epóxicos en {city}',
  faqs: [
    {
      question: '¿Cuánto tarda la instalación de un piso epóxico en {city}?',
      answer:
        'La mayoría de los garajes y sótanos de {city} toman {install}, y puede caminar sobre el piso después de {cure}. Los pisos comerciales más grandes toman {commercial}.',
    },
    {
      question: '¿Cuánto cuesta un piso epóxico en {city}, {state}?',
      answer:
        'Los pisos epóxicos en {city} suelen costar de {low} a {high} por pie cuadrado, según el acabado, el tamaño y el estado de la losa. Nuestro estimador en línea le da un rango en menos de {minutes} minutos.',
    },
    {
      question: '¿Trabajan en todo el condado de {county}?',
      answerOthers:
        'Sí. Además de {city}, instalamos pisos en {others} y en el resto del condado de {county}.',
      answerAlone: 'Sí. Instalamos pisos en todo el condado de {county}, incluido {city} ({zip}).',
    },
    {
      question: '¿Qué garantía tiene un piso instalado en {city}?',
      answer:
        'Cada instalación en el área de servicio tiene nuestra {lifetime} en materiales y mano de obra, y una revisión de mantenimiento gratuita a los {checkMonths} meses.',
    },
  ],
  sameCityTitle: 'Otros códigos postales de {city}',
  onlyZip: '{zip} es el único código postal de {city} en nuestra lista.',
  countyTitle: 'Más del condado de {county}',
  onlyCity: '{city} es, por ahora, la única ciudad del condado de {county} en nuestra lista.',
  callTitle: '¿Listo para un piso nuevo en {city}?',
  callText: 'Hable hoy con un experto en pisos, sin compromiso.',
  call: 'Llame al {phone}',
  jsonLd: {
    name: 'Pisos epóxicos en {city}, {state}',
    serviceType: 'Instalación de pisos epóxicos y de resina metálica',
    unitText: 'pie cuadrado',
    county: 'Condado de {county}, {state}',
  },
}
