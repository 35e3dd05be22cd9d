import type { Catalog } from '../en/catalog'
import { refusals } from './refusals'

/** Spanish's catalogs, key for key the English ones (decision 039). */
export const catalog: Catalog = { refusals }
