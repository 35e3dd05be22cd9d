/** The offer a browser that prefers Spanish sees on a page with a Spanish twin (decision 034). */
export const languageOffer = {
  text: 'Esta página también está en español.',
  action: 'Ver en español',
}
