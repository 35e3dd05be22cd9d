/**
 * The business's facts that are words, as Spanish pages say them (decision 034); install times are
 * values that each language words (decision 039), so they have no Spanish field. Published beside the
 * English ones (the `…Es` facts); kept on the server, since the browser gets Spanish words already
 * formatted.
 */
export const factsEs = {
  hours: 'lun. a vie. de 8 a. m. a 6 p. m., sáb. de 9 a. m. a 2 p. m.',
  warrantyLabel: 'Garantía de 5 años sobre el acabado',
  lifetimeWarrantyLabel: 'Garantía de por vida',
}

/** The published facts' names of each Spanish wording. */
export const spanishFactOf = {
  hours: 'hoursEs',
  warrantyLabel: 'warrantyLabelEs',
  lifetimeWarrantyLabel: 'lifetimeWarrantyLabelEs',
} as const satisfies Record<keyof typeof factsEs, string>
