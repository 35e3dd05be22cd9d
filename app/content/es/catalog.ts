import type { Catalog } from '../en/catalog'
import { careers } from './careers'
import { contact } from './contact'
import { floorCare } from './floor-care'
import { refusals } from './refusals'
import { site } from './site'

/** Spanish's catalogs, key for key the English ones (decision 039). */
export const catalog: Catalog = { refusals, contact, careers, floorCare, site }
