import { portfolioEs } from '~/content/es/portfolio'
import { count } from '~/content/format'
import { caseStudy } from '~/content/projects'
import { formatCopy } from '~/i18n/format-copy.server'

/**
 * The portfolio's words for a Spanish visitor, formatted here (decision 034). The marks the browser
 * fills (how many projects a filter shows, a card's days and size) go through as marks.
 */
export function portfolioPageEs() {
  return formatCopy('es', portfolioEs, {
    sqft: `${count(caseStudy.stats.sqft)} pies²`,
    shown: '{shown}',
    total: '{total}',
    days: '{days}',
    area: '{area}',
  })
}
