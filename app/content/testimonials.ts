/** Static five-star testimonials: one homeowner, one business owner, one contractor. */
export type Testimonial = {
  name: string
  role: 'Homeowner' | 'Business Owner' | 'Contractor'
  location: string
  text: string
  rating: 5
}

export const testimonials: readonly Testimonial[] = [
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
