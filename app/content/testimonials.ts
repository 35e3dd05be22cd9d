/**
 * Five-star testimonials: one homeowner, one business owner, one contractor. The seed of the published
 * list (decision 033): the owner edits it in the console and `applyPublished` puts the published ones
 * in place of `testimonials`.
 */
export type Testimonial = {
  name: string
  role: (typeof testimonialRoles)[number]
  location: string
  text: string
  rating: 5
}

export const testimonialRoles = ['Homeowner', 'Business Owner', 'Contractor'] as const

/** Mutable only for `applyPublished`, which replaces its contents in place (decision 033). */
export const testimonials: Testimonial[] = [
  {
    name: 'Danielle M.',
    role: 'Homeowner',
    location: 'Buford, GA',
    text: 'They ground, poured and topcoated our two-car garage over one weekend. The copper metallic looks like poured lava and wipes clean after every Georgia rainstorm.',
    rating: 5,
  },
  {
    name: 'Marcus T.',
    role: 'Business Owner',
    location: 'Lawrenceville, GA',
    text: 'We closed the taproom Friday night and reopened Tuesday on a floor customers photograph. Spilled beer and cleaning chemicals have not left a mark.',
    rating: 5,
  },
  {
    name: 'Jorge R.',
    role: 'Contractor',
    location: 'Gainesville, GA',
    text: 'Quote in a day, certificate of insurance the same afternoon, and the crew finished the warehouse bay a day early. They are now on every spec I write.',
    rating: 5,
  },
]

/** A testimonial's key in the content store: its author and place in address form. */
export function testimonialKey(t: Pick<Testimonial, 'name' | 'location'>): string {
  return (
    `${t.name} ${t.location.replace(/,\s*GA$/i, '')}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'testimonial'
  )
}
