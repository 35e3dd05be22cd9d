import { refusals } from './refusals'

/**
 * English's catalogs, the reference every language matches key for key (decision 039). Server-only:
 * pages receive their own language's words already formatted.
 */
export const catalog = { refusals }

export type Catalog = typeof catalog
