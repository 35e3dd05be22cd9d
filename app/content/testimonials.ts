/**
 * Five-star testimonials: one homeowner, one business owner, one contractor. The seed of the published
 * list (decision 033): the owner edits it in the console and `applyPublished` puts the published ones
 * in place of `testimonials`.
 */
import type { Versions } from '../i18n/content'
import { addressForm } from './format'
import { trackedList } from './reads'

export type Testimonial = {
  name: string
  role: (typeof testimonialRoles)[number]
  location: string
  text: string
  rating: 5
} & Versions<TestimonialVersion>

/**
 * The same words in another language, stored under its code (decision 039): without it the
 * testimonial is not shown on that language's home (decision 034).
 */
export type TestimonialVersion = { text: string }

export const testimonialRoles = ['Homeowner', 'Business Owner', 'Contractor'] as const

/**
 * Mutable only for `applyPublished`, which replaces its contents in place (decision 033); its reads are
 * noted while a page renders (decision 042).
 */
export const testimonials: Testimonial[] = trackedList(
  'testimonial',
  [
    {
      name: 'Danielle M.',
      role: 'Homeowner',
      location: 'Buford, GA',
      text: 'They ground, poured and topcoated our two-car garage over one weekend. The copper metallic looks like poured lava and wipes clean after every Georgia rainstorm.',
      es: {
        text: 'Pulieron, vertieron y aplicaron la capa final en nuestro garaje para dos autos en un solo fin de semana. El cobre metálico parece lava derramada y se limpia fácil después de cada tormenta de Georgia.',
      },
      rating: 5,
    },
    {
      name: 'Marcus T.',
      role: 'Business Owner',
      location: 'Lawrenceville, GA',
      text: 'We closed the taproom Friday night and reopened Tuesday on a floor customers photograph. Spilled beer and cleaning chemicals have not left a mark.',
      es: {
        text: 'Cerramos la cervecería el viernes por la noche y reabrimos el martes con un piso que los clientes fotografían. La cerveza derramada y los productos de limpieza no le han dejado ni una marca.',
      },
      rating: 5,
    },
    {
      name: 'Jorge R.',
      role: 'Contractor',
      location: 'Gainesville, GA',
      text: 'Quote in a day, certificate of insurance the same afternoon, and the crew finished the warehouse bay a day early. They are now on every spec I write.',
      es: {
        text: 'Cotización en un día, certificado de seguro esa misma tarde, y la cuadrilla terminó el área de la bodega un día antes. Ahora los incluyo en cada especificación que escribo.',
      },
      rating: 5,
    },
  ],
  testimonialKey,
)

/** A testimonial's key in the content store: its author and place in address form. */
export function testimonialKey(t: Pick<Testimonial, 'name' | 'location'>): string {
  return addressForm(`${t.name} ${t.location.replace(/,\s*GA$/i, '')}`, 50) || 'testimonial'
}
