import { company, specSheet, warranty } from './business'
import { live } from './live'

/** The spec sheet's technical figures, as rows for the page table and the PDF. */
export const specRows = live(
  () =>
    [
      {
        property: 'Base coat mix ratio (resin : hardener)',
        value: `${specSheet.baseCoatMixRatio} by volume`,
      },
      { property: 'Topcoat mix ratio', value: `${specSheet.topcoatMixRatio} by volume` },
      { property: 'Base coat pot life', value: `${specSheet.baseCoatPotLifeMinutes} minutes` },
      { property: 'Full cure', value: `${specSheet.fullCureDays} days` },
      {
        property: 'Service temperature',
        value: `${specSheet.serviceTemperatureF.min}°F to ${specSheet.serviceTemperatureF.max}°F`,
      },
      { property: 'Materials', value: 'Low-VOC, domestically made' },
      { property: 'Finish warranty', value: `${warranty.standard.years} years, transferable` },
    ] as const,
)

export const specSheetPdf = {
  path: '/spec-sheet.pdf',
  fileName: 'refined-resin-spec-sheet.pdf',
  title: `${company.name} Technical Spec Sheet`,
} as const

export const printedCopyPrefill =
  'Please mail me a printed copy of the Refined Resin technical spec sheet.\n\nName: \nCompany: \nMailing address: \nNumber of copies: '
