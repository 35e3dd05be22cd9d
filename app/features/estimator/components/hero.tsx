import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { useEstimatorWords } from '../words'

/** The estimator's first phase: the promise, three figures and the way in. */
export function EstimatorHero({
  title,
  onStart,
  onIntent,
}: {
  title: string
  onStart: (e: MouseEvent) => void
  /** The visitor is about to start: fetch the form's code now. */
  onIntent: () => void
}) {
  const { copy: estimatorCopy, paths } = useEstimatorWords().text
  return (
    <header className="relative overflow-hidden border-b border-graphite-800 bg-gradient-to-br from-graphite-900 via-graphite-950 to-copper-700/30">
      <div className="container-page py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-copper-300">
          {estimatorCopy.heroEyebrow}
        </p>
        <h1 className="mt-3 max-w-3xl text-5xl text-white sm:text-6xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-graphite-300">{estimatorCopy.heroLead}</p>
        <dl className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
          {estimatorCopy.heroFigures.map((f) => (
            <div
              key={f.label}
              className="flex flex-col rounded-xl border border-graphite-700 bg-graphite-900/70 p-4"
            >
              <dt className="text-sm text-graphite-300">{f.label}</dt>
              <dd className="order-first font-display text-2xl text-copper-200">{f.figure}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          {/* A link so the form opens without JavaScript too; with it, the click stays on the page. */}
          <Link
            to={`${paths.page}?step=1`}
            onClick={onStart}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onTouchStart={onIntent}
            className={buttonClass('primary', 'lg')}
          >
            {estimatorCopy.start}
          </Link>
          <Link to={paths.pricing} className="font-semibold text-copper-200 underline hover:text-copper-100">
            {estimatorCopy.learnPricing}
          </Link>
        </div>
      </div>
    </header>
  )
}

/** The slim header of the form and results phases: the page keeps its one h1. */
export function EstimatorHeader({ title }: { title: string }) {
  const { copy: estimatorCopy } = useEstimatorWords().text
  return (
    <header className="border-b border-graphite-800 bg-graphite-900">
      <div className="container-page py-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-copper-300">
          {estimatorCopy.heroEyebrow}
        </p>
        <h1 className="mt-1 text-3xl text-white sm:text-4xl">{title}</h1>
      </div>
    </header>
  )
}
