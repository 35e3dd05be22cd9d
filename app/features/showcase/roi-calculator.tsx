import { useEffect, useId, useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { useValueTypedBeforeHydration } from '~/components/ui/field'
import { whyEpoxy } from '~/content/business'
import { sqft, usd } from '~/content/format'
import { clampYears, roiFor, roiSeries } from './roi'
import { RoiChart } from './roi-chart'

const { roi } = whyEpoxy

/**
 * The long-term ROI calculator. A GET form around a native slider:
 * with JavaScript the figures follow the slider at once; without it the
 * Update button reloads the page with `?years=`, which the server renders.
 */
export function RoiCalculator({ initialYears }: { initialYears: number }) {
  const [years, setYears] = useState(() => clampYears(initialYears))
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const id = useId()
  // A slider moved before the page's JavaScript ran: the figures follow it (decision 019).
  const slider = useValueTypedBeforeHydration<HTMLInputElement>(String(years), (moved) =>
    setYears(clampYears(moved)),
  )
  const result = roiFor(years)
  const series = roiSeries(years)
  const unit = years === 1 ? 'year' : 'years'

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <div>
        <Form
          method="get"
          preventScrollReset
          className="rounded-xl border border-graphite-700 bg-graphite-900 p-6"
        >
          {/* The output sits beside the label, not in it: a label may hold no other labelable element. */}
          <p className="font-semibold text-white">
            <label htmlFor={`${id}-years`}>Years of ownership:</label>{' '}
            <output htmlFor={`${id}-years`}>{years}</output>
          </p>
          <input
            ref={slider}
            id={`${id}-years`}
            name="years"
            type="range"
            min={roi.years.min}
            max={roi.years.max}
            step={1}
            value={years}
            onChange={(e) => setYears(clampYears(e.currentTarget.value))}
            aria-valuetext={`${years} ${unit}`}
            className="mt-4 w-full accent-copper-400"
          />
          <div className="mt-1 flex justify-between text-xs text-graphite-300" aria-hidden="true">
            <span>{roi.years.min} year</span>
            <span>{roi.years.max} years</span>
          </div>
          {hydrated ? null : (
            <Button type="submit" variant="secondary" className="mt-4">
              Update
            </Button>
          )}
        </Form>
        <dl className="mt-6 grid gap-3" aria-live="polite">
          <div className="flex items-baseline justify-between rounded-lg bg-graphite-900 px-4 py-3">
            <dt className="text-graphite-300">Epoxy total</dt>
            <dd data-testid="roi-epoxy" className="font-display text-2xl text-copper-300">
              {usd(result.epoxyTotal)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between rounded-lg bg-graphite-900 px-4 py-3">
            <dt className="text-graphite-300">Tile total</dt>
            <dd data-testid="roi-tile" className="font-display text-2xl text-graphite-100">
              {usd(result.tileTotal)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between rounded-lg border border-copper-400/60 px-4 py-3">
            <dt className="text-white">
              You save over {years} {unit}
            </dt>
            <dd data-testid="roi-savings" className="font-display text-2xl text-white">
              {usd(result.savings)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-graphite-300">
          Per {sqft(roi.perSqft)}: epoxy {usd(roi.epoxy.initial)} installed plus{' '}
          {usd(roi.epoxy.maintenancePerYear)} a year upkeep; tile {usd(roi.tile.initial)} plus{' '}
          {usd(roi.tile.maintenancePerYear)} a year.
        </p>
      </div>
      <div>
        <figure>
          <RoiChart series={series} maxYears={roi.years.max} />
          <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-graphite-300">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-copper-400" /> Epoxy
            </span>
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-6 rounded border-t-2 border-dashed border-graphite-400"
              />{' '}
              Tile
            </span>
          </figcaption>
        </figure>
        {/* The table is outside the figure: a figcaption must be the figure's first or last child. */}
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-copper-300">Show the chart's figures as a table</summary>
          <table className="mt-3 w-full text-left text-graphite-300">
            <caption className="sr-only">Cumulative cost per 1,000 sq ft by year</caption>
            <thead>
              <tr className="border-b border-graphite-700 text-white">
                <th scope="col" className="py-1">
                  Year
                </th>
                <th scope="col">Epoxy</th>
                <th scope="col">Tile</th>
                <th scope="col">Savings</th>
              </tr>
            </thead>
            <tbody>
              {series.slice(1).map((s) => (
                <tr key={s.years} className="border-b border-graphite-800">
                  <th scope="row" className="py-1 font-normal">
                    {s.years}
                  </th>
                  <td>{usd(s.epoxyTotal)}</td>
                  <td>{usd(s.tileTotal)}</td>
                  <td>{usd(s.savings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </div>
  )
}
