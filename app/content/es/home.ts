import type { HomeCopy } from '../en/home'

/**
 * The home page in Spanish, as ICU messages the home's loader formats (decision 039), key for key
 * the English catalog. Links go only to pages that exist in Spanish: where the English home sends a
 * visitor to the portfolio, the Spanish one offers the booking page, the estimator or nothing.
 */
export const home: HomeCopy = {
  meta: {
    title: 'Refined Resin | Pisos epóxicos y metálicos de primera en el área de Atlanta',
    description:
      'Pisos de resina epóxica y metálicos para garajes, hogares y negocios en {region}. Estimados sin costo, instalación en fin de semana y {warrantyYears, plural, one {# año} other {# años}} de garantía.',
  },
  eyebrow: 'Pisos epóxicos en {region} · Buford, GA',
  headline: 'Refined Resin. Pisos vertidos como arte.',
  tagline: 'Pisos artesanales de epóxico metálico, vertidos a mano en {region}.',
  heroAlt: 'Piso de epóxico metálico color cobre, con vetas de bronce y ámbar',
  heroLinks: [{ to: '/schedule', label: 'Reserve su bloque de fin de semana' }],
  glance: 'De un vistazo',
  stats: [
    { figure: '{clientsServed}', label: 'Clientes atendidos' },
    {
      figure: 'Desde {year}',
      label:
        'Lanzamiento {season, select, Spring {en primavera} Summer {en verano} Fall {en otoño} Autumn {en otoño} Winter {en invierno} other {de {season}}}',
    },
    { figure: '{averageInstall}', label: 'Instalación promedio' },
  ],
  why: 'Por qué Refined Resin',
  values: [
    {
      title: 'Precisión',
      text: 'Cada losa de concreto recibe pulido con diamante, prueba de humedad y reparación de grietas antes de aplicar una sola gota de resina.',
    },
    {
      title: 'Durabilidad',
      text: 'Resina epóxica de grado industrial y una capa final de uretano que resisten llantas calientes, aceite, sal y herramientas que se caen.',
    },
    {
      title: 'Diseño',
      text: 'Flujos metálicos, mezclas de hojuelas y colores sólidos, preparados y trabajados a mano por nuestro propio equipo, nunca subcontratado.',
    },
  ],
  projectsTitle: 'Proyectos actuales y recientes',
  projects: [
    { title: 'Renovación de garaje para dos autos', finish: 'Cobre metálico', note: 'Día 2 de 3' },
    { title: 'Sala en sótano terminado', finish: 'Gris tormenta sólido', note: '' },
    { title: 'Bahía de almacén de distribución', finish: 'Hojuelas gris plomo', note: '' },
  ],
  panelStats: [
    { figure: '{activeProjects}', label: 'Proyectos activos' },
    { figure: '{projectsThisMonth}', label: 'Este mes' },
    { figure: '{onSchedule}', label: 'A tiempo' },
  ],
  panelLinks: [{ to: '/schedule', label: 'Programe su instalación' }],
  proofTitle: 'Pisos que hemos vertido',
  categoriesLabel: 'Categorías de proyectos',
  categories: ['Residencial', 'Comercial', 'Industrial'],
  proof: [
    {
      title: 'Garaje Lava de Medianoche',
      finish: 'Metálico negro y plata',
      area: 'Garaje para tres autos, 720 pies²',
      alt: 'Piso de epóxico metálico negro con líneas de lava plateada',
    },
    {
      title: 'Tienda boutique',
      finish: 'Azul metálico',
      area: 'Piso de ventas, 1,100 pies²',
      alt: 'Piso de epóxico metálico azul profundo con ondas plateadas',
    },
    {
      title: 'Taller de fin de semana',
      finish: 'Moteado granito',
      area: 'Taller de una bahía, 420 pies²',
      alt: 'Piso epóxico con aspecto de granito, moteado en negro, blanco y gris',
    },
  ],
  proofLinks: [],
  testimonials: 'Lo que dicen nuestros clientes',
  addReview: 'Comparta su opinión',
  reviewPrefill:
    'Me gustaría compartir mi opinión sobre mi piso de Refined Resin.\n\nProyecto (ciudad y espacio): \nMi opinión: \nCalificación (1 a 5): ',
  closingTitle: '¿Listo para el último piso que necesitará?',
  closingText:
    'Cuéntenos sobre su espacio y le enviaremos su estimado; después elija el fin de semana de la instalación.',
  closingLinks: [{ to: '/estimator', label: 'Pida su estimado' }],
  card: {
    status: { inProgress: 'EN CURSO', completed: 'TERMINADO' },
    completed: 'Terminado el',
    day: 'día',
    days: 'días',
    duration: 'Duración',
    location: 'Ubicación',
    area: 'Área',
    sqft: 'pies²',
  },
  roles: {
    Homeowner: 'Propietario de vivienda',
    'Business Owner': 'Dueño de negocio',
    Contractor: 'Contratista',
  },
  // The place's name as schema.org's area reads it, as the Spanish home has always given it.
  countyName: '{county} County, GA',
}
