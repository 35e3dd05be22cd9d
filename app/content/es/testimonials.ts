import type { Testimonial } from '../testimonials'

/** Who gave a testimonial, as the Spanish home says it (decision 034). */
export const testimonialRolesEs: Record<Testimonial['role'], string> = {
  Homeowner: 'Propietario de vivienda',
  'Business Owner': 'Dueño de negocio',
  Contractor: 'Contratista',
}
