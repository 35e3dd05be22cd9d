/**
 * The quote PDF's own words in English (decision 039); its answers, results and breakdown are the
 * estimator's (`estimator` in the catalog). ICU messages `quoteWords` formats with the quote's figures;
 * every language's catalog has this shape (app/content/es/quote.ts).
 */
export const quote = {
  documentTitle: '{company} estimate {reference}',
  subject: 'Estimate {range}',
  title: 'Project Estimate',
  reference: 'Quote reference',
  date: 'Date',
  validUntil: 'Valid until',
  validUntilValue: '{date} ({days}-day price lock)',
  project: 'Your project',
  squareFootage: 'Square footage',
  place: '{zip} ({city}, {county} County, {state})',
  midpoint: 'Estimated total (midpoint)',
  warrantyLine: '{warrantyLabel} included, transferable.',
  nextStep: 'Next step',
  nextStepText: 'Lock your install slot online (no card required to book a consult):',
  call: 'Or call {phone}, {hours}.',
  quoteReference: 'Quote your reference {reference}.',
  footer:
    '{legalName} · This estimate is a range, not a contract; the final price follows an on-site assessment.',
}

export type QuoteCopy = typeof quote
