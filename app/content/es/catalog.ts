import type { Catalog } from '../en/catalog'
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

/** Spanish's catalogs, key for key the English ones (decision 039). */
export const catalog: Catalog = {
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
