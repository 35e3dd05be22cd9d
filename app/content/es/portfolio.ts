import type { PortfolioCatalog } from '../en/portfolio'

/**
 * The portfolio in Spanish, as ICU messages (decision 039), key for key the English catalog; terms from
 * docs/glossary-es.md. The projects are content and bring their own Spanish; these are the page's words,
 * the case study and the card's labels. Links name the English path of pages Spanish has.
 */
export const portfolio: PortfolioCatalog = {
  meta: {
    title: 'Portafolio | Pisos epóxicos de {company}',
    description:
      'Pisos epóxicos, de hojuelas y metálicos para hogares, negocios e industrias en el área metropolitana de Atlanta.',
  },
  headline: 'La prueba está en el vertido',
  lead: 'Garajes, salas de exhibición, cervecerías y almacenes en el área metropolitana de Atlanta, cada uno vertido por nuestra propia cuadrilla.',
  stats: ['Clientes', 'Pies² vertidos', 'A tiempo'],
  heroLinks: [
    { to: '/portfolio?filter=residential#gallery', label: 'Vea trabajos residenciales' },
    { to: '/portfolio?filter=commercial#gallery', label: 'Vea trabajos comerciales' },
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
      { term: 'Pies cuadrados', figure: '{sqft} pies²' },
      { term: 'Duración', figure: '3 días' },
      { term: 'Material', figure: 'Epóxico metálico negro y plateado, capa final de uretano' },
      { term: 'Tipo de cliente', figure: 'Bar de una cervecería artesanal' },
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
    beforeAndAfter: 'Antes y después',
    before: 'Antes:',
    beforeText:
      'Concreto gris agrietado, con marcas de adhesivo de loseta, manchas oscuras de grasa detrás de la barra y juntas de control desportilladas.',
    beforeImage: 'Ilustración de la losa de concreto agrietada y manchada, antes del trabajo',
    after: 'Después:',
    afterText:
      'Un piso negro sin juntas, con líneas plateadas, una capa final satinada antideslizante y juntas reparadas que no se ven.',
    afterImage: 'El piso terminado de la cervecería: epóxico metálico negro con líneas plateadas',
    link: { to: '/estimator', label: 'Empiece la historia de su proyecto' },
  },
  counter: { title: 'Un trimestre con mucho trabajo', label: 'instalaciones este trimestre' },
  instagram: {
    title: 'Desde nuestro Instagram',
    lead: 'Vertidos recientes, desde los teléfonos de la cuadrilla. Pronto, las publicaciones en vivo.',
    captions: [
      'Vertido color cobre, segunda hora',
      'Hojuelas esparcidas, cobertura total',
      'Vetas de mármol, trabajadas a mano',
      'Gimnasio en casa en verde eléctrico',
      'Taller con moteado de granito',
      'Azul océano, el día de la entrega',
    ],
    follow: 'Síganos en Instagram',
    newTab: ' (se abre en una pestaña nueva)',
  },
  cta: {
    title: 'Su piso puede ser el próximo',
    text: 'Calcule el precio en menos de tres minutos, o reserve la visita en la que medimos y revisamos su losa.',
    links: [
      { to: '/estimator', label: 'Pida su estimado' },
      { to: '/schedule', label: 'Reserve una visita' },
    ],
  },
}
