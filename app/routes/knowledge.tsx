import { MapPin, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { seo } from '~/components/site/seo'
import { useValueTypedBeforeHydration } from '~/components/ui/field'
import { PageHeader } from '~/components/ui/page-header'
import { count, plural } from '~/content/format'
import { knowledgePage as page } from '~/content/pages/knowledge'
import { hubCards, searchArticles } from '~/features/knowledge/catalog.server'
import { categoryLabel } from '~/features/knowledge/categories'
import { atomFeedLink } from '~/features/knowledge/feed'
import {
  type HubQuery,
  hubSearch,
  maxQueryLength,
  pageSize,
  parseHubQuery,
  runHub,
  searchSuggestions,
  sortOptions,
  topicOptions,
} from '~/features/knowledge/hub'
import type { HubCard } from '~/features/knowledge/types'
import { shortDateLabel } from '~/features/schedule/calendar'
import type { Route } from './+types/knowledge'

export function loader({ request }: Route.LoaderArgs) {
  const query = parseHubQuery(new URL(request.url).searchParams)
  return { cards: hubCards(), q: query.q, matches: query.q ? searchArticles(query.q) : null }
}

// Search, filter, sort and 'Show more' only change the query: the browser recomputes the list itself.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const links: Route.LinksFunction = () => [atomFeedLink]

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

type Searcher = (q: string) => Set<string>

const emptyMessage = 'No articles found matching your criteria. Try adjusting your filters or search query.'
const href = (query: HubQuery) => `/knowledge${hubSearch(query)}`
const chip =
  'inline-block rounded-full border px-3 py-1.5 text-sm no-underline transition-colors aria-[current=true]:border-copper-400 aria-[current=true]:bg-copper-400 aria-[current=true]:text-graphite-950'

export default function Knowledge({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData
  const [params, setParams] = useSearchParams()
  const query = parseHubQuery(params)
  const [text, setText] = useState(params.get('q') ?? '')
  const [searcher, setSearcher] = useState<Searcher | null>(null)
  const loading = useRef(false)

  // Back/forward and suggestion links change the query; the box follows it.
  const urlText = params.get('q') ?? ''
  useEffect(() => setText(urlText), [urlText])

  // MiniSearch is loaded only once the visitor reaches for the search box.
  function loadSearch() {
    if (loading.current) return
    loading.current = true
    import('~/features/knowledge/search').then((m) => setSearcher(() => m.createSearch(cards)))
  }
  useEffect(() => {
    if (query.q && loaderData.q !== query.q) loadSearch()
  })

  let matches: ReadonlySet<string> | undefined
  if (query.q) {
    if (searcher) matches = searcher(query.q)
    else if (loaderData.q === query.q && loaderData.matches) matches = new Set(loaderData.matches)
  }
  const results = runHub(cards, query, matches)
  const shown = results.slice(0, query.show)

  // Words typed before the page's JavaScript ran stay in the box: search for them (decision 019).
  const box = useValueTypedBeforeHydration<HTMLInputElement>(text, (typed) => onType(typed))

  function onType(value: string) {
    setText(value)
    loadSearch()
    const next = new URLSearchParams(params)
    if (value.trim()) next.set('q', value.slice(0, maxQueryLength))
    else next.delete('q')
    next.delete('show')
    setParams(next, { replace: true, preventScrollReset: true })
  }

  return (
    <>
      <PageHeader
        title={page.headline}
        lead="Straight answers on epoxy chemistry, prep, care and cost, from the people who pour it, plus a local page for every ZIP we serve."
      />
      <div className="container-page py-10">
        <search className="block max-w-2xl">
          <form method="get" action="/knowledge" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="hub-search" className="mb-2 block text-sm font-medium text-graphite-100">
              Search articles
            </label>
            <div className="flex gap-2">
              <input
                ref={box}
                id="hub-search"
                type="search"
                name="q"
                value={text}
                maxLength={maxQueryLength}
                placeholder="Search guides, topics or your city"
                autoComplete="off"
                onFocus={loadSearch}
                onChange={(e) => onType(e.target.value)}
                className="block w-full rounded-full border border-graphite-600 bg-graphite-900 px-4 py-2 text-graphite-100 placeholder:text-graphite-400 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400/40"
              />
              {query.topic !== 'all' ? <input type="hidden" name="topic" value={query.topic} /> : null}
              {query.sort !== 'ai' ? <input type="hidden" name="sort" value={query.sort} /> : null}
              <button
                type="submit"
                className="inline-flex items-center gap-2 rounded-full bg-copper-400 px-4 py-2 font-semibold text-graphite-950 hover:bg-copper-300"
              >
                <Search className="h-4 w-4" aria-hidden="true" />
                Search
              </button>
            </div>
          </form>
        </search>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-graphite-300">Try:</span>
          {searchSuggestions.map((s) => (
            <Link
              key={s}
              to={href({ ...query, q: s, show: pageSize })}
              preventScrollReset
              className="rounded-full border border-graphite-700 px-3 py-1 text-graphite-100 no-underline hover:border-copper-400"
            >
              {s}
            </Link>
          ))}
        </div>

        <nav aria-label="Topics" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {topicOptions.map((t) => (
              <li key={t.id}>
                <Link
                  to={href({ ...query, topic: t.id, show: pageSize })}
                  preventScrollReset
                  aria-current={query.topic === t.id ? 'true' : undefined}
                  className={`${chip} border-graphite-700 text-graphite-100 hover:border-copper-400`}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-b border-graphite-800 pb-4">
          <p role="status" className="text-graphite-100">
            <strong>{plural(results.length, 'article')}</strong>
            {query.q ? <> for “{query.q}”</> : null}
            {query.topic !== 'all' ? <> in {categoryLabel(query.topic)}</> : null}
          </p>
          <nav aria-label="Sort articles" className="flex items-center gap-2 text-sm">
            <span className="text-graphite-300">Sort:</span>
            <ul className="flex flex-wrap gap-2">
              {sortOptions.map((s) => (
                <li key={s.id}>
                  <Link
                    to={href({ ...query, sort: s.id, show: pageSize })}
                    preventScrollReset
                    aria-current={query.sort === s.id ? 'true' : undefined}
                    className={`${chip} border-graphite-700 text-graphite-100 hover:border-copper-400`}
                  >
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {results.length === 0 ? (
          <p className="py-16 text-center text-lg text-graphite-300">{emptyMessage}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        )}
        {results.length > shown.length ? (
          <div className="mt-10 text-center">
            <p className="text-sm text-graphite-300">
              Showing {shown.length} of {count(results.length)}
            </p>
            <Link
              to={href({ ...query, show: query.show + pageSize })}
              preventScrollReset
              className="mt-3 inline-block rounded-full border border-copper-400/70 px-5 py-2 font-semibold text-copper-200 no-underline hover:bg-copper-400/10"
            >
              Show more
            </Link>
          </div>
        ) : null}
      </div>
    </>
  )
}

function ArticleCard({ card }: { card: HubCard }) {
  const local = card.id.startsWith('service-')
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-5 hover:border-copper-400/60">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-copper-300">
        {local ? <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> : null}
        {categoryLabel(card.category)}
      </p>
      <h2 className="mt-2 text-xl text-white">
        <Link to={card.href} className="no-underline after:absolute after:inset-0 hover:underline">
          {card.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-graphite-300">{card.summary}</p>
      <p className="mt-4 text-xs text-graphite-300">
        <time dateTime={card.datePublished}>{shortDateLabel(card.datePublished)}</time> ·{' '}
        {plural(card.readCount, 'read')} · {card.readingTime} min read
      </p>
    </article>
  )
}
