import { CalendarCheck, ChevronDown, Download, Lightbulb, MapPin } from 'lucide-react'
import { type MouseEvent, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { priceBookVersionShown } from '~/content/facts-and-prices'
import { pathIn } from '~/i18n/lang'
import { useCountUp } from '../count-up'
import type { EstimateResult } from '../estimate'
import { estimateLinks, RESULTS_HEADING_ID } from '../params'
import type { EstimateRequest } from '../schema'
import { type EstimatorWords, optionLabel, useEstimatorWords } from '../words'

export type LocalArea = { zip: string; city: string; county: string }

type Props = {
  request: EstimateRequest
  result: EstimateResult
  area: LocalArea | null
  /** Just calculated by the visitor (not opened from a link): count up and take focus. */
  fresh: boolean
  onEdit: (e: MouseEvent) => void
}

/**
 * The pricing factors as native disclosure widgets sharing one name: one open
 * at a time, each collapsible, readable and working before any JavaScript.
 */
export function PricingFactors() {
  const { pricingFactors } = useEstimatorWords().text
  return (
    <div className="mt-4 divide-y divide-graphite-800 rounded-xl border border-graphite-800">
      {pricingFactors.map((f) => (
        <details key={f.value} name="pricing-factors" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-white hover:bg-graphite-900 [&::-webkit-details-marker]:hidden">
            {f.title}
            <ChevronDown
              className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-4 text-graphite-300">{f.text}</p>
        </details>
      ))}
    </div>
  )
}

export function EstimateResults({ request, result, area, fresh, onEdit }: Props) {
  const words = useEstimatorWords()
  const { text, format } = words
  const { copy: estimatorCopy, labels, didYouKnow } = text
  const [min, max] = useCountUp(result.minTotal, result.maxTotal, fresh)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const links = estimateLinks(request, priceBookVersionShown(), text.paths.page)

  useEffect(() => {
    if (fresh) headingRef.current?.focus()
  }, [fresh])

  const answers = describeAnswers(words, request)
  const breakdown = [
    [labels.breakdown.materialAndPrep, format.usd(result.materialAndPrep)],
    [labels.breakdown.labor, format.usd(result.labor)],
    [labels.breakdown.finishMultiplier, format.multiplier(result.finishMultiplier)],
    [labels.breakdown.estimatedTimeline, format.days(result.estimatedDays)],
  ] as const

  return (
    <>
      <section aria-labelledby={RESULTS_HEADING_ID} className="container-page max-w-4xl py-10">
        <div className="rounded-2xl border border-copper-400/40 bg-gradient-to-br from-graphite-900 to-graphite-950 p-6 sm:p-10">
          <h2
            id={RESULTS_HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl text-white focus:outline-none sm:text-3xl"
          >
            {estimatorCopy.resultsTitle}
          </h2>
          <p
            className="mt-4 font-display text-4xl text-copper-200 tabular-nums sm:text-6xl"
            data-testid="estimate-range"
          >
            {format.range(min, max)}
          </p>
          <p className="mt-3 text-graphite-300">{estimatorCopy.resultsNote}</p>

          <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {answers.map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="text-graphite-400">{label}</dt>
                <dd className="text-graphite-100">{value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to={`${links.self}&step=1`}
            onClick={onEdit}
            className="mt-3 inline-block text-sm font-semibold text-copper-200 underline hover:text-copper-100"
          >
            {estimatorCopy.editAnswers}
          </Link>

          <p className="mt-6 flex items-start gap-2 rounded-lg bg-graphite-800/70 p-4 text-graphite-100">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-copper-300" aria-hidden="true" />
            {area ? (
              <span>
                {format.inArea(area)}
                {/* Every served area has a page in both languages (decision 034). */}{' '}
                <Link
                  to={pathIn(words.lang, `/service-area/${area.zip}`)}
                  className="text-copper-200 underline"
                >
                  {format.areaLink(area.city)}
                </Link>
              </span>
            ) : (
              <span>{format.outsideArea(request.zipcode)}</span>
            )}
          </p>

          <h3 className="mt-8 text-xl text-white">{labels.breakdownTitle}</h3>
          <dl className="mt-3 divide-y divide-graphite-800 border-y border-graphite-800">
            {breakdown.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-3">
                <dt className="text-graphite-300">{label}</dt>
                <dd className="font-semibold text-white tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>

          <p className="mt-6 rounded-lg border border-copper-400/50 bg-copper-400/10 p-4 font-semibold text-copper-100">
            {estimatorCopy.priceLockBanner}
          </p>

          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={links.schedule} className={buttonClass('primary', 'lg')}>
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              {estimatorCopy.lockSlot}
            </Link>
            {/* A file, not a page: the browser downloads it; the PDF is built on the server. */}
            <a href={links.quotePdf} download className={buttonClass('secondary', 'lg')}>
              <Download className="h-5 w-5" aria-hidden="true" />
              {estimatorCopy.downloadPdf}
            </a>
          </div>
          <p className="mt-3 text-sm text-graphite-300">{estimatorCopy.noCard}</p>
        </div>
      </section>

      <section aria-labelledby="pricing-factors-title" className="container-page max-w-4xl pb-10">
        <h2 id="pricing-factors-title" className="text-2xl text-white">
          {estimatorCopy.pricingFactorsTitle}
        </h2>
        <PricingFactors />
      </section>

      <section aria-labelledby="did-you-know-title" className="container-page max-w-4xl pb-16">
        <div className="rounded-2xl border border-graphite-800 bg-graphite-900 p-6">
          <h2 id="did-you-know-title" className="flex items-center gap-2 text-2xl text-white">
            <Lightbulb className="h-6 w-6 text-copper-300" aria-hidden="true" />
            {estimatorCopy.didYouKnowTitle}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-graphite-300">
            {didYouKnow.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <Link to={links.schedule} className={buttonClass('primary', 'lg', 'mt-6')}>
            {estimatorCopy.bookWeekend}
          </Link>
        </div>
      </section>
    </>
  )
}

/** The visitor's answers as the results list them: label, then the answer in words. */
function describeAnswers({ text, format }: EstimatorWords, request: EstimateRequest) {
  const { answers } = text.labels
  return [
    [answers.space, optionLabel(text.spaceOptions, request.spaceType)],
    [answers.size, format.sqft(request.squareFootage)],
    [answers.finish, optionLabel(text.finishOptions, request.finishStyle)],
    [answers.zipcode, request.zipcode],
    [answers.timeline, optionLabel(text.timelineOptions, request.timeline)],
  ] as const
}
