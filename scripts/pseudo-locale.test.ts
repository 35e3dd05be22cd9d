import { describe, expect, it } from 'vitest'
import { catalog as english } from '../app/content/en/catalog'
import { catalog as generated } from '../app/content/en-XA/catalog'
import { pseudoCatalog } from '../app/i18n/pseudo'

describe('the pseudo-locale catalog', () => {
  it('is the English catalog as npm run i18n:pseudo makes it now', () => {
    expect(generated, 'run npm run i18n:pseudo').toEqual(pseudoCatalog(english))
  })
})
