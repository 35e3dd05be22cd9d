import { careers } from './careers'
import { contact } from './contact'
import { floorCare } from './floor-care'
import { mailWords as mails } from './mails'
import { payments } from './payments'
import { refusals } from './refusals'
import { remyWords as remy } from './remy'
import { site } from './site'
import { spans } from './spans'

/**
 * English's catalogs, the reference every language matches key for key (decision 039). Server-only:
 * pages receive their own language's words already formatted.
 */
export const catalog = { refusals, contact, careers, floorCare, site, remy, mails, spans, payments }

export type Catalog = typeof catalog
