import type { Locator, Page } from '@playwright/test'
import { painted } from './fixtures'

/** A form control by its visible label; a required field's label ends with an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`))
}

/** A minimal valid PDF's bytes. */
export function pdfBuffer() {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
}

/**
 * Focuses `first` and waits until the form's browser checks, which load on its first focus, are in
 * place. The checks' module arriving is not enough: its own imports come after it, and a submit made
 * before they run goes to the server instead (a 400 with the same messages, and a console error).
 * Importing the same module in the page resolves once it and its imports have run.
 */
export async function focusLoadingChecks(page: Page, first: Locator) {
  const module = page.waitForResponse(/client-validate/)
  await first.focus()
  const url = (await module).url()
  await page.evaluate((src) => import(src).then(() => undefined), url)
  // The form's own import settles in the same turn or the next; a frame later it has its checks.
  await painted(page)
}
