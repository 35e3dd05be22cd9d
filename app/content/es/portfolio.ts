/**
 * The portfolio in Spanish, as ICU messages the page's loader formats on the server (decision 034).
 * Same shape as `portfolioCopy` in ../portfolio.ts, which it is packed into for the page's data
 * (`packed-words.ts`); terms from docs/glossary-es.md. The projects are content and bring their own
 * Spanish; these are the page's fixed words, the case study and the card's labels. The Spanish page
 * leaves out the English one's before-and-after pictures, counter and Instagram tiles, to stay within
 * the first round trip. Links go only to pages in Spanish.
 */
export const portfolioEs = {
  meta: {
    title: 'Portafolio | Pisos epóxicos de Refined Resin',
    description:
      'Pisos epóxicos, de hojuelas y metálicos para hogares, negocios e industrias en el área metropolitana de Atlanta.',
  },
  headline: 'La prueba está en el vertido',
  lead: 'Garajes, salas de exhibición, cervecerías y almacenes en el área metropolitana de Atlanta, cada uno vertido por nuestra propia cuadrilla.',
  stats: ['Clientes', 'Pies² vertidos', 'A tiempo'],
  heroLinks: [
    { to: '/es/portfolio?filter=residential#gallery', label: 'Vea trabajos residenciales' },
    { to: '/es/portfolio?filter=commercial#gallery', label: 'Vea trabajos comerciales' },
  ],
  galleryTitle: 'Galería de proyectos',
  filterLabel: 'Filtrar proyectos',
  filters: {
    all: 'Todos los proyectos',
    residential: 'Residencial',
    commercial: 'Comercial',
    industrial: 'Industrial',
    metallic: 'Metálico',
    flake: 'Hojuelas',
    solid: 'Color sólido',
  },
  // Filled in the browser, which counts the projects a filter shows (`fill`, no i18n runtime there).
  showing: 'Mostrando {shown} de {total} proyectos',
  card: {
    oneDay: '{days} día',
    days: '{days} días',
    lifetime: 'De por vida',
    lifetimeHidden: ' (garantía)',
    sqft: '{area} pies²',
  },
  caseStudy: {
    eyebrow: 'Caso destacado',
    title: 'Un piso de cervecería que aguanta cualquier sábado por la noche',
    stats: [
      { term: 'Pies cuadrados', value: '{sqft}' },
      { term: 'Duración', value: '3 días' },
      { term: 'Material', value: 'Epóxico metálico negro y plateado, capa final de uretano' },
      { term: 'Tipo de cliente', value: 'Bar de una cervecería artesanal' },
    ],
    sections: [
      {
        heading: 'El reto',
        text: 'Una cervecería de Lawrenceville tenía una losa de concreto de los años noventa con juntas desconchadas, restos de adhesivo de loseta y manchas de grasa detrás de la barra. Podía cerrar un fin de semana largo, no una semana, y el piso tenía que resistir cerveza derramada, químicos de limpieza y montacargas moviendo barriles.',
      },
      {
        heading: 'Cómo lo hicimos',
        text: 'Hicimos el pulido con diamante de la losa para abrir el poro, rellenamos grietas y juntas con una reparación rígida de epóxico y aplicamos un imprimador tolerante a la humedad. La capa base metálica se vertió el sábado, trabajada a mano en líneas de lava plateada, y el domingo aplicamos una capa final de uretano resistente a químicos, con un grano fino antideslizante.',
      },
      {
        heading: 'El resultado',
        text: 'La cervecería reabrió el martes, según lo previsto. Seis meses después, el piso se limpia con un trapeador y un limpiador neutro, no muestra manchas detrás de la barra y los clientes de siempre preguntan quién lo vertió.',
      },
    ],
    link: { to: '/es/estimator', label: 'Empiece la historia de su proyecto' },
  },
  cta: {
    title: 'Su piso puede ser el próximo',
    text: 'Calcule el precio en menos de tres minutos, o reserve la visita en la que medimos y revisamos su losa.',
    links: [
      { to: '/es/estimator', label: 'Pida su estimado' },
      { to: '/es/schedule', label: 'Reserve una visita' },
    ],
  },
}

/**
 * What each finish's artwork shows, in Spanish (the English is in finishes.ts): the loader gives it to
 * the projects whose picture is the artwork, as their description (decision 034).
 */
export const finishAltsEs: Record<string, string> = {
  'metallic-copper': 'Piso de epóxico metálico color cobre, con vetas de bronce y ámbar',
  'gunmetal-flake': 'Piso epóxico gris oscuro cubierto de hojuelas de vinilo carbón, grises y blancas',
  'storm-grey': 'Piso epóxico liso de color sólido gris tormenta, con brillo satinado',
  'custom-blend': 'Piso epóxico de mezcla personalizada en tonos cobre, grafito y perla',
  'metallic-blue': 'Piso de epóxico metálico azul profundo con ondas plateadas',
  'electric-green': 'Piso de epóxico metálico verde brillante con remolinos turquesa',
  'granite-speckle': 'Piso epóxico con aspecto de granito, moteado en negro, blanco y gris',
  'white-marble-metallic': 'Piso de epóxico metálico blanco con vetas grises y plateadas, como el mármol',
  'black-silver-metallic': 'Piso de epóxico metálico negro con líneas de lava plateada',
}
