import type { Page } from '@playwright/test'

/** A form control by its visible label; a required field's label ends with an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

/** A minimal valid PDF's bytes. */
export function pdfBuffer() {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
}
