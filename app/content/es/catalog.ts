import type { Catalog } from '../en/catalog'
import { careers } from './careers'
import { contact } from './contact'
import { floorCare } from './floor-care'
import { mailWords as mails } from './mails'
import { payments } from './payments'
import { refusals } from './refusals'
import { remyWords as remy } from './remy'
import { site } from './site'
import { spans } from './spans'

/** Spanish's catalogs, key for key the English ones (decision 039). */
export const catalog: Catalog = { refusals, contact, careers, floorCare, site, remy, mails, spans, payments }
