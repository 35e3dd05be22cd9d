import { useId, useState } from 'react'
import { useValueTypedBeforeHydration } from '~/components/ui/field'
import { partners } from '~/content/business'
import { usd } from '~/content/format'
import { partnershipsCopy } from '~/content/programs-copy'
import { referralEarnings } from './referral'

const copy = partnershipsCopy.calculator

/** Live referral earnings; without JavaScript it shows the defaults' result. */
export function ReferralCalculator() {
  const [projects, setProjects] = useState(String(partners.calculatorDefaults.projects))
  const [value, setValue] = useState(String(partners.calculatorDefaults.averageValue))
  const earnings = referralEarnings(projects, value)
  const id = useId()
  // Figures typed before the page's JavaScript ran are the ones calculated (decision 019).
  const projectsBox = useValueTypedBeforeHydration<HTMLInputElement>(projects, setProjects)
  const valueBox = useValueTypedBeforeHydration<HTMLInputElement>(value, setValue)
  const input =
    'block w-full rounded-lg border border-graphite-600 bg-graphite-950 px-3 py-2 text-graphite-100 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400/40'
  return (
    <div className="rounded-2xl border border-graphite-800 bg-graphite-900 p-6">
      <h3 className="text-xl text-white">{copy.title}</h3>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-projects`} className="mb-1 block text-sm font-medium text-graphite-100">
            {copy.projectsLabel}
          </label>
          <input
            ref={projectsBox}
            id={`${id}-projects`}
            type="number"
            inputMode="numeric"
            min={0}
            value={projects}
            onChange={(e) => setProjects(e.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-value`} className="mb-1 block text-sm font-medium text-graphite-100">
            {copy.valueLabel}
          </label>
          <input
            ref={valueBox}
            id={`${id}-value`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={input}
          />
        </div>
      </div>
      <output htmlFor={`${id}-projects ${id}-value`} aria-live="polite" className="mt-6 block">
        <span className="block text-sm text-graphite-300">{copy.resultLabel}</span>
        <span data-testid="referral-earnings" className="block font-display text-4xl text-copper-200">
          {usd(earnings ?? 0, { cents: 'when-any' })}
        </span>
        {earnings == null ? (
          <span className="mt-1 block text-sm text-amber-200">{copy.invalidHint}</span>
        ) : null}
      </output>
      <p className="mt-3 text-xs text-graphite-400">{copy.formula}</p>
    </div>
  )
}
