import type { AuthorVersion } from '../authors'

/**
 * The repository's authors in Spanish, joined to the seed on the server only (decision 034), as the
 * job roles' Spanish is: the authors' module also reaches the console's browser code and carries no
 * Spanish. From the first publish on, the owner edits these in the console beside the English.
 * Terms follow docs/glossary-es.md; a credential keeps the body that grants it (ICRI, OSHA, ACI).
 */
export const authorsEs: Record<string, AuthorVersion> = {
  'caleb-ashford': {
    role: 'Fundador e instalador principal',
    bio: 'Caleb pasó más de una década puliendo, reparando y recubriendo concreto para contratistas de toda el área metropolitana de Atlanta antes de fundar Refined Resin en Buford. Dirige cada cuadrilla residencial y todavía trabaja a mano la mayoría de los vertidos metálicos. Su regla en cada trabajo: leer la losa antes de cotizarla.',
    expertise: [
      'Preparación de superficies y pulido con diamante',
      'Diseño en epóxico metálico',
      'Sistemas de hojuelas para garajes',
      'Reparación de grietas y juntas',
    ],
    certifications: [
      'Técnico en reparación de superficies de concreto (ICRI)',
      'Curso de 30 horas de OSHA para la construcción',
      'Acabador de losas de concreto (ACI)',
    ],
  },
  'renee-okafor': {
    role: 'Directora técnica',
    bio: 'Renee llegó a Refined Resin desde la industria de los recubrimientos protectores, donde trabajó como inspectora de recubrimientos en proyectos comerciales e industriales de todo el sureste del país. Está a cargo de las pruebas de humedad, la selección de productos y los controles de calidad detrás de cada piso que instala la empresa.',
    expertise: [
      'Química de los recubrimientos',
      'Pruebas de humedad del concreto',
      'Selección de productos y sistemas',
      'Análisis de fallas',
      'Control de calidad',
    ],
    certifications: [
      'Especialista en recubrimientos protectores (SSPC)',
      'Técnica en pruebas de humedad de losas de concreto (ICRI)',
      'Inspectora certificada de recubrimientos, nivel 1 (AMPP)',
    ],
  },
}
