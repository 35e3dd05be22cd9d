import type { Catalog } from '../en/catalog'
import { mailWords as mails } from './mails'
import { refusals } from './refusals'
import { remyWords as remy } from './remy'
import { spans } from './spans'

/** Spanish's catalogs, key for key the English ones (decision 039). */
export const catalog: Catalog = { refusals, remy, mails, spans }
