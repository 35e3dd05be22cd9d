import { useLayoutEffect, useState } from 'react'
import { estimator } from '~/content/business'

/** The value shown at `tick` of `ticks` while counting from 0 up to `target` (linear, whole dollars). */
function countUpValue(target: number, tick: number, ticks: number = estimator.countUp.ticks): number {
  if (tick >= ticks) return target
  return Math.round((target * Math.max(0, tick)) / ticks)
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/**
 * Counts `min` and `max` up from zero over 1.5 s in 60 ticks, and
 * again whenever they change. Without `animate` (a shared link) the final
 * figures stay, as they do for a visitor who prefers reduced motion.
 */
export function useCountUp(min: number, max: number, animate: boolean): [number, number] {
  // The server renders the final figures, so the range is right before (or without)
  // JavaScript; the count-up starts once the page is interactive.
  const [shown, setShown] = useState<[number, number]>([min, max])
  // Layout effect: a reduced-motion visitor never sees the zeroes.
  useLayoutEffect(() => {
    if (!animate || prefersReducedMotion()) {
      setShown([min, max])
      return
    }
    const { durationMs, ticks } = estimator.countUp
    const tickMs = durationMs / ticks
    const started = performance.now()
    setShown([0, 0])
    // Ticks follow the clock, so a busy phone skips a tick rather than stretching the 1.5 s.
    const timer = window.setInterval(() => {
      const tick = Math.min(ticks, Math.floor((performance.now() - started) / tickMs))
      setShown([countUpValue(min, tick, ticks), countUpValue(max, tick, ticks)])
      if (tick >= ticks) window.clearInterval(timer)
    }, tickMs)
    return () => window.clearInterval(timer)
  }, [min, max, animate])
  return shown
}
