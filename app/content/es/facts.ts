/**
 * The business's facts that are words, as Spanish pages say them (decision 034). Published beside the
 * English ones (the `…Es` facts); kept on the server, since the browser gets Spanish words already
 * formatted.
 */
export const factsEs = {
  hours: 'lun. a vie. de 8 a. m. a 6 p. m., sáb. de 9 a. m. a 2 p. m.',
  warrantyLabel: 'Garantía de 5 años sobre el acabado',
  lifetimeWarrantyLabel: 'Garantía de por vida',
  installAverage: '2 a 3 días',
  installResidential: '1 a 3 días',
  installLargerCommercial: '4 a 5 días',
}

/** The published facts' names of each Spanish wording. */
export const spanishFactOf = {
  hours: 'hoursEs',
  warrantyLabel: 'warrantyLabelEs',
  lifetimeWarrantyLabel: 'lifetimeWarrantyLabelEs',
  installAverage: 'installAverageEs',
  installResidential: 'installResidentialEs',
  installLargerCommercial: 'installLargerCommercialEs',
} as const satisfies Record<keyof typeof factsEs, string>
