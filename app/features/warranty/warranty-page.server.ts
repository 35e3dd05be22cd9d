import { company, floorCareClub, warranty } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { type Lang, pathIn } from '~/i18n/lang'

/**
 * The warranty page's words in a language, with the published terms (decision 039): one
 * implementation for every language, the page carrying its own language's words only.
 */
export function warrantyPage(lang: Lang) {
  const { handling, standard } = warranty
  const copy = formatCopy(lang, catalogs[lang].warranty, {
    years: standard.years,
    warrantyLabel: factIn(lang, 'warrantyLabel'),
    transferable: standard.transferable ? 'yes' : 'no',
    priorityHours: handling.priorityResponseHours,
    reviewHours: handling.claimReviewHours,
    repairWeeks: handling.repairWithinDaysOfApproval / 7,
    phone: company.phone,
    email: company.email,
    yearsWith: floorCareClub.warrantyYearsWithMembership,
    yearsWithout: floorCareClub.warrantyYearsWithout,
  })
  return { ...copy, action: { ...copy.action, to: pathIn(lang, copy.action.to) } }
}
