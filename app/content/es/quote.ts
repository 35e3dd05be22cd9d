import type { QuoteCopy } from '../en/quote'

/** The quote PDF's own words in Spanish (decision 039), key for key the English catalog. */
export const quote: QuoteCopy = {
  documentTitle: '{company}, estimado {reference}',
  subject: 'Estimado {range}',
  title: 'Estimado del proyecto',
  reference: 'Referencia',
  date: 'Fecha',
  validUntil: 'Válido hasta',
  validUntilValue: '{date} (precio asegurado por {days} días)',
  project: 'Su proyecto',
  squareFootage: 'Pies cuadrados',
  place: '{zip} ({city}, condado de {county}, {state})',
  midpoint: 'Total estimado (punto medio)',
  warrantyLine: '{warrantyLabel} incluida, transferible.',
  nextStep: 'Próximo paso',
  nextStepText: 'Reserve su bloque de fin de semana en línea (sin tarjeta):',
  call: 'O llámenos al {phone} ({hours}).',
  quoteReference: 'Mencione su referencia {reference}.',
  footer:
    '{legalName} · Este estimado es un rango, no un contrato; el precio final se fija tras una evaluación en el lugar.',
}
