import { Clock, ShieldCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { FinishImage } from '~/components/ui/finish-image'
import { count } from '~/content/format'
import type { PortfolioProject } from '~/content/projects'
import { fill } from '~/i18n/fill'
import { inFilter, type PortfolioFilter, portfolioFilterHref, portfolioFilters } from './portfolio-filter'
import type { PortfolioKeptWords, PortfolioLiveWords } from './portfolio-page.server'

/** The filter buttons: links, so a filter is shareable, survives reload and works without JavaScript. */
export function PortfolioFilterBar({
  active,
  copy,
  base,
}: {
  active: PortfolioFilter
  copy: Pick<PortfolioLiveWords, 'filters' | 'filterLabel'>
  /** The portfolio's own path in the page's language: /portfolio or /es/portfolio. */
  base: string
}) {
  return (
    <nav aria-label={copy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {portfolioFilters.map((f) => {
          const current = f.value === active
          return (
            <li key={f.value}>
              <Link
                to={portfolioFilterHref(f.value, base)}
                preventScrollReset
                replace
                aria-current={current ? 'true' : undefined}
                className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold no-underline transition-colors ${
                  current
                    ? 'border-copper-400 bg-copper-400 text-graphite-950'
                    : 'border-graphite-600 text-graphite-100 hover:border-copper-400'
                }`}
              >
                {copy.filters[f.value]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * Every project's card, those outside the filter hidden: a filter in the browser only shows or hides the
 * cards the server drew (`useFilteredCards`), so the grid's words are sent once (decision 039).
 */
export function PortfolioGrid({
  projects,
  filter,
  copy,
}: {
  projects: readonly PortfolioProject[]
  filter: PortfolioFilter
  copy: Pick<PortfolioKeptWords, 'filters' | 'card' | 'finishAlts'>
}) {
  const { card } = copy
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((p) => (
        <li
          key={p.id}
          data-project={p.id}
          data-category={p.category}
          data-finish={p.finish}
          hidden={!inFilter(filter, p)}
          // Off-screen cards skip layout and paint until they scroll near.
          className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900 [contain-intrinsic-size:auto_420px] [content-visibility:auto]"
        >
          <div className="relative">
            <FinishImage
              finish={p.image}
              alt={p.imageAlt ?? copy.finishAlts[p.image] ?? ''}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
            <p className="absolute left-3 top-3 flex gap-2 text-xs font-bold">
              <span className="flex items-center gap-1 rounded-full bg-graphite-950/90 px-2.5 py-1 text-white">
                <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                {fill(p.durationDays === 1 ? card.oneDay : card.days, { days: p.durationDays })}
              </span>
              {p.warranty ? (
                <span className="flex items-center gap-1 rounded-full bg-copper-400 px-2.5 py-1 text-graphite-950">
                  <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  {card.lifetime}
                  <span className="sr-only">{card.lifetimeHidden}</span>
                </span>
              ) : null}
            </p>
          </div>
          <div className="p-5">
            <h3 className="font-display text-xl text-white">{p.title}</h3>
            <p className="mt-1 text-sm text-graphite-300">{p.location}</p>
            <p className="mt-3 flex flex-wrap gap-x-3 text-sm">
              <span className="text-copper-200">{copy.filters[p.finish]}</span>
              <span className="text-graphite-300">{copy.filters[p.category]}</span>
              <span className="font-semibold text-white">{fill(card.sqft, { area: count(p.sqft) })}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Shows the cards of a filter and hides the others, on the grid the server drew and hydration kept. */
export function useFilteredCards(filter: PortfolioFilter) {
  useEffect(() => {
    for (const card of document.querySelectorAll<HTMLElement>('li[data-project]')) {
      card.hidden = !inFilter(filter, { category: card.dataset.category, finish: card.dataset.finish })
    }
  }, [filter])
}
