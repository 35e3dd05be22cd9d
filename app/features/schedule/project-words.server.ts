import { catalogs } from '~/i18n/catalogs.server'
import { fill } from '~/i18n/fill'
import { formatMessage } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang } from '~/i18n/lang'
import type { EstimateRecord } from './handoff'
import type { PreferredFinish, ProjectType } from './options'

/**
 * A booking's project in a language, as its page, its mails and the schedule page write it (decision
 * 039): the size, type and finish as the booking form names them, and the estimate it came with as
 * the estimator named its answers. One implementation; the catalogs bring the words, `Intl` the
 * figures.
 */
export type ProjectWords = {
  /** "450 sq ft" · "450 pies²". */
  size: (area: number) => string
  type: (type: ProjectType) => string
  finish: (finish: PreferredFinish) => string
  /** "Metallic finish" · "Acabado metálico": the finish as the booking page lists it. */
  pageFinish: (finish: PreferredFinish) => string
  /** "Garage · 400 sq ft · Metallic Copper · $3,510–$4,940". */
  estimate: (record: EstimateRecord) => string
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value

const made = new Map<Lang, ProjectWords>()

export function projectWordsIn(lang: Lang): ProjectWords {
  const known = made.get(lang)
  if (known) return known
  const { estimator, schedule, mails } = catalogs[lang]
  const number = numberFormat(intlOf(lang))
  const dollars = numberFormat(intlOf(lang), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  })
  // Cents only when there are any: "$2,500", "$2,512.50".
  const usd = (amount: number) => {
    const text = dollars.format(amount)
    return Number.isInteger(amount) ? text.replace(/[.,]00(?=\D*$)/, '') : text
  }
  const size = (area: number) => fill(estimator.messages.sqft, { area: number.format(area) })
  const words: ProjectWords = {
    size,
    type: (type) => schedule.form.projectTypes[type],
    finish: (finish) => schedule.form.finishes[finish],
    pageFinish: (finish) => formatMessage(lang, mails.pageFinish, { finish }),
    estimate: (record) => {
      const { inputs } = record
      return [
        label(estimator.spaceOptions, inputs.space),
        size(inputs.sqft),
        label(estimator.finishOptions, inputs.finish),
        inputs.timeline ? label(estimator.timelineOptions, inputs.timeline) : null,
        formatMessage(lang, schedule.estimateRange, { min: usd(record.minTotal), max: usd(record.maxTotal) }),
      ]
        .filter(Boolean)
        .join(' · ')
    },
  }
  made.set(lang, words)
  return words
}
