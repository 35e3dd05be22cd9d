import { bookingPage } from './booking-page'
import { careers } from './careers'
import { chatWidget } from './chat-widget'
import { contact } from './contact'
import { estimator } from './estimator'
import { finishAlts } from './finish-alts'
import { floorCare } from './floor-care'
import { home } from './home'
import { knowledge } from './knowledge'
import { legal } from './legal'
import { mailWords as mails } from './mails'
import { payments } from './payments'
import { portfolio } from './portfolio'
import { pricing } from './pricing'
import { quote } from './quote'
import { refusals } from './refusals'
import { remyWords as remy } from './remy'
import { schedule } from './schedule'
import { serviceArea } from './service-area'
import { site } from './site'
import { spans } from './spans'
import { warrantyWords as warranty } from './warranty'

/**
 * English's catalogs, the reference every language matches key for key (decision 039). Server-only:
 * pages receive their own language's words already formatted.
 */
export const catalog = {
  refusals,
  contact,
  careers,
  floorCare,
  estimator,
  pricing,
  home,
  chatWidget,
  legal,
  warranty,
  serviceArea,
  site,
  remy,
  mails,
  spans,
  payments,
  knowledge,
  finishAlts,
  portfolio,
  schedule,
  bookingPage,
  quote,
}

export type Catalog = typeof catalog
