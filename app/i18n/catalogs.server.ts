import { type Catalog, catalog as en } from '~/content/en/catalog'
import { catalog as pseudo } from '~/content/en-XA/catalog'
import { catalog as es } from '~/content/es/catalog'
import type { Lang } from './locales'

/**
 * Each language's catalogs (decision 039): one line per language of the list of locales, which the
 * type holds to (a language without its line does not compile). The words are ICU messages that
 * `formatMessage` formats; no page, mail or answer holds a sentence of its own.
 */
export const catalogs: Record<Lang, Catalog> = { en, es, 'en-XA': pseudo }
