import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Words a Spanish page may share with its English twin: the business's name, its facts and figures,
 * names of people and places. Everything else on a Spanish page is Spanish (decision 034).
 */
const shared = [
  /^Refined Resin/,
  /^©/,
  /^:? ?\(?\d/,
  /@/,
  /^https?:/,
  /^English$/,
  /^(Instagram|Facebook|LinkedIn|YouTube)$/,
]

/** The lines of text a visitor sees on a page, scripts and hidden parts left out. */
async function visibleLines(page: Page): Promise<string[]> {
  // innerText, not textContent: what is shown, as a visitor reads it, line by line.
  const text = await page.locator('body').innerText()
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
}

/**
 * Opens a page and its Spanish twin and fails on any line of the English page that the Spanish one
 * shows unchanged, apart from `shared` and the lines given as `alsoShared`.
 */
export async function expectNoEnglishLeft(page: Page, englishPath: string, alsoShared: RegExp[] = []) {
  await page.goto(englishPath)
  const english = new Set(await visibleLines(page))
  await page.goto(englishPath === '/' ? '/es' : `/es${englishPath}`)
  const left = (await visibleLines(page)).filter(
    (line) => english.has(line) && ![...shared, ...alsoShared].some((re) => re.test(line)),
  )
  expect(left, `English left on /es${englishPath}`).toEqual([])
}

/** `hreflang` alternates that name both twins and English as the default, the same on each side. */
export async function expectReciprocalHreflang(page: Page, englishPath: string) {
  const spanishPath = englishPath === '/' ? '/es' : `/es${englishPath}`
  const read = async (path: string) => {
    await page.goto(path)
    return page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links
          .map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`)
          .sort(),
      )
  }
  const expected = [`en-US ${englishPath}`, `es-US ${spanishPath}`, `x-default ${englishPath}`].sort()
  expect(await read(englishPath)).toEqual(expected)
  expect(await read(spanishPath)).toEqual(expected)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
}
