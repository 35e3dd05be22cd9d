import { estimatorEs, estimatorEsValues, estimatorMessagesEs, estimatorPageEs } from '~/content/es/estimator'
import { formatCopy } from '~/i18n/format-copy.server'
import { intlOf } from '~/i18n/lang'
import { refusalWords } from '~/i18n/refusals.server'
import { fieldMessagesIn } from './messages'
import type { EstimatorEs } from './words-es'

/**
 * The Spanish estimator's words (decision 034): the fixed ones formatted here with the live facts,
 * the ones around figures only the browser knows sent as templates it fills.
 */
export function estimatorPageDataEs(): EstimatorEs {
  const values = estimatorEsValues()
  return {
    text: {
      ...formatCopy('es', estimatorEs, values),
      fieldMessages: fieldMessagesIn(refusalWords('es', ['estimate']), intlOf('es')),
    },
    messages: estimatorMessagesEs,
    page: formatCopy('es', estimatorPageEs, values),
  }
}
