import type { CareersCopy } from '../en/careers'

/**
 * The careers page in Spanish: ICU messages the server formats (decisions 034, 039), key for key the
 * English catalog; terms from docs/glossary-es.md. The roles themselves are content: each carries its
 * own Spanish.
 */
export const careers: CareersCopy = {
  title: 'Empleos | Refined Resin',
  description:
    'Únase a una cuadrilla de pisos epóxicos que cuida el oficio en el área metropolitana de Atlanta: puestos de instalador, instalador principal, estimador y creador de contenido.',
  headline: 'Construya una carrera en el oficio',
  lead: 'Buscamos personas que se enorgullecen de un vertido perfecto.',
  applyNow: 'Solicite ahora',
  perksTitle: 'Por qué se quedan nuestras cuadrillas',
  perks: [
    {
      title: 'Capacitación pagada',
      text: 'Capacitación práctica en pulido con diamante, química y técnica metálica, pagada desde el primer día.',
    },
    {
      title: 'Horario centrado en los fines de semana',
      text: 'La mayoría de los vertidos se hacen en bloques de 3 días, así que conoce su semana con anticipación.',
    },
    {
      title: 'Bonos por desempeño',
      text: 'Los puestos de instalador ganan bonos por trabajos a tiempo y sin visitas de corrección.',
    },
    {
      title: 'Espacio para crecer',
      text: 'Los aprendices llegan a instaladores principales; primero ascendemos a gente de nuestras cuadrillas.',
    },
    {
      title: 'Herramientas de calidad',
      text: 'Le damos pulidoras profesionales, aspiradoras y equipo de seguridad.',
    },
    {
      title: 'Un oficio que se ve',
      text: 'Cada piso se fotografía y se le atribuye a la cuadrilla que lo vertió.',
    },
  ],
  rolesTitle: 'Puestos abiertos',
  rolesIntro: 'Abra un puesto para leerlo y enviar su solicitud. Los campos marcados con * son obligatorios.',
  requirementsTitle: 'Lo que usted aporta',
  applyFor: 'Solicitud para el puesto de',
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    resume: 'Currículum (PDF)',
    videoUrl: 'Enlace a su video de presentación',
  },
  videoHint:
    'Opcional: un enlace a un video de 30 a 60 segundos en el que se presente (YouTube, Loom, Drive...).',
  resumeHint: 'Solo PDF, de hasta {maxMb} MB.',
  submit: 'Enviar solicitud',
  sending: 'Enviando...',
  success: {
    title: '¡Recibimos su solicitud!',
    description: 'Respondemos en menos de {hours} horas. Revise su correo.',
  },
  honeypot: 'Deje este campo vacío',
  outcome: { rateLimited: 'Demasiados envíos', invalid: 'Aún no se envió', failed: 'No se envió' },
}
