import { careers } from './careers'
import { contact } from './contact'
import { floorCare } from './floor-care'
import { refusals } from './refusals'
import { site } from './site'

/**
 * English's catalogs, the reference every language matches key for key (decision 039). Server-only:
 * pages receive their own language's words already formatted.
 */
export const catalog = { refusals, contact, careers, floorCare, site }

export type Catalog = typeof catalog
