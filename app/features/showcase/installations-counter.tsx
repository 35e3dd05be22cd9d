import { useEffect, useState } from 'react'
import { claims } from '~/content/business'
import { counterIntervalMs, nextCount, seededRandom } from './counter'

/**
 * Installations this quarter: the server renders the starting figure; the
 * count moves only after hydration, on a timer. `label` is the page's words for it.
 */
export function InstallationsCounter({ label }: { label: string }) {
  const [count, setCount] = useState<number>(claims.installationsThisQuarterStart)
  useEffect(() => {
    const random = seededRandom(claims.installationsThisQuarterStart)
    const id = window.setInterval(() => setCount((c) => nextCount(c, random)), counterIntervalMs)
    return () => window.clearInterval(id)
  }, [])
  return (
    <p className="flex flex-col items-center">
      <span data-testid="installations-count" className="font-display text-6xl tabular-nums text-copper-300">
        {count}
      </span>
      <span className="mt-2 text-graphite-300">{label}</span>
    </p>
  )
}
