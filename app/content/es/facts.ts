import type { ProseFacts } from '../facts-and-prices'

/**
 * The seed's Spanish version of the owner's prose facts (decision 039): published as `facts.es`;
 * install times are values that each language words, so they have none. Read only as the seed: pages
 * read the published version through `factIn`.
 */
export const factsEs: ProseFacts = {
  hours: 'lun. a vie. de 8 a. m. a 6 p. m., sáb. de 9 a. m. a 2 p. m.',
  warrantyLabel: 'Garantía de 5 años sobre el acabado',
  lifetimeWarrantyLabel: 'Garantía de por vida',
}
