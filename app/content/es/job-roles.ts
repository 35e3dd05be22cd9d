import type { JobRoleVersion } from '../job-roles'

/**
 * The repository's open roles in Spanish, joined to the seed on the server only (decision 034): the
 * roles' module also reaches the browser with the application form's checks, and carries no Spanish.
 * From the first publish on, the owner edits these in the console beside the English.
 */
export const jobRolesEs: Record<string, JobRoleVersion> = {
  'installer-apprentice': {
    title: 'Aprendiz de instalador',
    tagline: 'Aprenda el oficio desde el pulido con diamante.',
    location: 'Área metropolitana de Atlanta',
    description:
      'Trabaje junto a nuestros instaladores principales en garajes, patios y talleres: preparación de la superficie, reparación de grietas, imprimación y los primeros vertidos. Nosotros le enseñamos la química y la técnica; usted aporta cuidado y resistencia.',
    requirements: [
      'Transporte confiable y licencia de conducir vigente',
      'Puede levantar 50 lb y trabajar de rodillas',
      'Disponibilidad para los bloques de instalación de fin de semana',
      'No necesita experiencia: sí curiosidad y atención al detalle',
    ],
    payRange: '$18-22/hora más bonos',
  },
  'lead-installer': {
    title: 'Instalador principal',
    tagline: 'Dirija la cuadrilla y hágase cargo del vertido.',
    location: 'Área metropolitana de Atlanta',
    description:
      'Dirija una cuadrilla de dos o tres personas desde la prueba de humedad hasta el día de la entrega. Usted planifica el trabajo, mezcla y vierte sistemas metálicos y de hojuelas, y entrega al cliente un piso que firmaría con su nombre.',
    requirements: [
      'Más de 2 años instalando pisos epóxicos, de poliaspártico u otras resinas',
      'Experiencia con pulidoras de diamante y pruebas de humedad',
      'Capacidad para dirigir una cuadrilla pequeña y hablar con claridad con los propietarios',
      'Licencia de conducir vigente y buen historial de manejo',
    ],
    payRange: '$25-35/hora más bonos',
  },
  estimator: {
    title: 'Estimador',
    tagline: 'Convierta las visitas en cotizaciones precisas y ganadoras.',
    location: 'Atlanta',
    description:
      'Visite hogares e instalaciones, evalúe la losa de concreto, mida el espacio y prepare cotizaciones correctas desde el primer intento. Usted es la primera persona que conocen nuestros clientes, así que explica las opciones con sencillez y da seguimiento rápido.',
    requirements: [
      'Experiencia en estimación de construcción o en ventas de pisos',
      'Sabe leer planos y medir espacios grandes',
      'Seguimiento organizado y cotizaciones claras por escrito',
      'Licencia de conducir vigente',
    ],
    payRange: '$50-70K/año más comisión',
  },
  'content-creator': {
    title: 'Creador de contenido',
    tagline: 'Muéstrele a Atlanta cómo se ve un vertido perfecto.',
    location: 'Híbrido',
    description:
      'Grabe y fotografíe nuestras instalaciones, edite videos cortos y escriba textos que enseñen tanto como venden. Parte de la semana en las obras, parte donde mejor edite.',
    requirements: [
      'Un portafolio de videos cortos o de fotografía',
      'Se siente cómodo en obras activas con equipo de seguridad',
      'Edición básica con cualquier herramienta conocida',
      'Disponibilidad para estar en la obra en los vertidos de fin de semana',
    ],
    payRange: '$20-30/hora',
  },
}
