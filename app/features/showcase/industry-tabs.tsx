import { Check } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import type { industries } from '~/content/why-epoxy'

/**
 * Industry tabs, residential first, following the WAI-ARIA tabs pattern
 * (arrow keys, Home and End move between tabs; Tab enters the panel). Hand-built
 * rather than radix's Tabs: radix pulls ~7 KB gzip of shared internals onto a
 * page with no budget left for it (docs/decisions/009). Every panel is in the
 * HTML, hidden until chosen, so the text is there without JavaScript.
 */
export function IndustryTabs({ items }: { items: typeof industries }) {
  const [active, setActive] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setActive(next)
    tabs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Industries"
        className="flex flex-wrap gap-2 border-b border-graphite-800 pb-3"
      >
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-controls={`${id}-panel-${item.value}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className="rounded-full border border-graphite-600 px-4 py-2 text-sm font-semibold text-graphite-100 hover:border-copper-400 aria-selected:border-copper-400 aria-selected:bg-copper-400 aria-selected:text-graphite-950"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          hidden={i !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a tab stop
          tabIndex={0}
          className="pt-6"
        >
          <p className="max-w-2xl text-lg text-graphite-100">{item.description}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {item.benefits.map((b) => (
              <li
                key={b}
                className="flex gap-3 rounded-lg border border-graphite-800 bg-graphite-900 p-4 text-graphite-300"
              >
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-copper-300" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
