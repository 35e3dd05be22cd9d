/**
 * The business's facts that are words, as Spanish pages say them (decision 034). Published beside the
 * English ones (`hoursEs` in the facts); kept on the server, since the browser gets Spanish words
 * already formatted.
 */
export const factsEs = {
  hours: 'lun. a vie. de 8 a. m. a 6 p. m., sáb. de 9 a. m. a 2 p. m.',
}
