import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pseudoCatalogFile, pseudoCatalogSource } from './pseudo-locale'

describe('the pseudo-locale catalog', () => {
  it('is the English catalog as npm run i18n:pseudo makes it now', () => {
    // Formatting aside: the checked-in file passes through the formatter.
    const squash = (s: string) =>
      s
        .replace(/\s+/g, '')
        .replace(/,([}\]])/g, '$1')
        .replace(/"(\w+)":/g, '$1:')
    expect(squash(readFileSync(pseudoCatalogFile, 'utf8')), 'run npm run i18n:pseudo').toBe(
      squash(pseudoCatalogSource()),
    )
  })
})
