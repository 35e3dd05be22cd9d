import { useEffect, useRef } from 'react'
import type { processSteps } from '~/content/process'

/**
 * The process timeline. Every step is in the server HTML and visible; once
 * hydrated (and unless the visitor asks for reduced motion) steps still below
 * the fold are tucked away and slide in as they scroll into view.
 */
export function RevealSteps({ steps }: { steps: typeof processSteps }) {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const root = list.current
    if (!root || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const items = Array.from(root.querySelectorAll<HTMLElement>('[data-step]'))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const el = entry.target as HTMLElement
          el.dataset.reveal = 'shown'
          observer.unobserve(el)
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.15 },
    )
    for (const el of items) {
      const box = el.getBoundingClientRect()
      if (box.top < window.innerHeight) {
        el.dataset.reveal = 'shown'
      } else {
        el.dataset.reveal = 'pending'
        observer.observe(el)
      }
    }
    return () => observer.disconnect()
  }, [])

  return (
    <ol ref={list} className="relative space-y-8 border-l-2 border-copper-700 pl-8">
      {steps.map((s) => (
        <li
          key={s.number}
          data-step={s.number}
          className="relative transition-all duration-700 ease-out data-[reveal=pending]:translate-y-8 data-[reveal=pending]:opacity-0 motion-reduce:transition-none print:translate-y-0! print:opacity-100!"
        >
          <span
            aria-hidden="true"
            className="absolute -left-[3.05rem] top-0 flex h-9 w-9 items-center justify-center rounded-full bg-copper-400 font-display font-bold text-graphite-950"
          >
            {s.number}
          </span>
          <p className="text-sm uppercase tracking-wider text-copper-300">{s.duration}</p>
          <h3 className="mt-1 text-2xl text-white">
            <span className="sr-only">Step {s.number}: </span>
            {s.title}
          </h3>
          <p className="mt-2 max-w-2xl text-graphite-300">{s.text}</p>
        </li>
      ))}
    </ol>
  )
}
