import { MapPin, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { seo } from '~/components/site/seo'
import { useValueTypedBeforeHydration } from '~/components/ui/field'
import { PageHeader } from '~/components/ui/page-header'
import { count } from '~/content/format'
import { hubCards, searchArticles } from '~/features/knowledge/catalog.server'
import { atomFeedLink } from '~/features/knowledge/feed'
import {
  type HubQuery,
  hubSearch,
  hubStatus,
  maxQueryLength,
  pageSize,
  parseHubQuery,
  runHub,
  sortOptions,
  topicOptions,
} from '~/features/knowledge/hub'
import type { HubCard } from '~/features/knowledge/types'
import { counted, dateIn, type HubWords } from '~/features/knowledge/words'
import { knowledgeWords } from '~/features/knowledge/words.server'
import { fill } from '~/i18n/fill'
import { langOfPath, pathIn } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/knowledge'

// The hub lists and searches the articles of its language (decision 034); its words come formatted from
// the server in that language only (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = langOfPath(url.pathname)
  const query = parseHubQuery(url.searchParams)
  return {
    cards: hubCards(lang),
    q: query.q,
    matches: query.q ? searchArticles(query.q, lang) : null,
    lang,
    words: knowledgeWords(lang, 'hubPage'),
    // The hub is in every language, whatever its articles are (decision 034).
    twin: true,
  }
}

// Search, filter, sort and 'Show more' only change the query: the browser recomputes the list itself.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const words = readWords<HubWords>(loaderData?.words)
  if (!loaderData || !words) return []
  return [
    ...seo(matches, { path: '/knowledge', title: words.meta.title, description: words.meta.description }),
    atomFeedLink(loaderData.lang, words),
  ]
}

type Searcher = (q: string) => Set<string>

const chip =
  'inline-block rounded-full border px-3 py-1.5 text-sm no-underline transition-colors aria-[current=true]:border-copper-400 aria-[current=true]:bg-copper-400 aria-[current=true]:text-graphite-950'

export default function Knowledge({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData
  const words = readWords<HubWords>(loaderData.words) as HubWords
  const hub = words.hubPage
  const base = pathIn(loaderData.lang, '/knowledge')
  const href = (query: HubQuery) => `${base}${hubSearch(query)}`
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
  // Null until the query has been searched: the page says so rather than count every article.
  const results = runHub(cards, query, matches)
  const shown = (results ?? []).slice(0, query.show)

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
      <PageHeader title={words.meta.headline} lead={hub.lead} />
      <div className="container-page py-10">
        <search className="block max-w-2xl">
          <form method="get" action={base} onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="hub-search" className="mb-2 block text-sm font-medium text-graphite-100">
              {hub.searchLabel}
            </label>
            <div className="flex gap-2">
              <input
                ref={box}
                id="hub-search"
                type="search"
                name="q"
                value={text}
                maxLength={maxQueryLength}
                placeholder={hub.placeholder}
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
                {hub.search}
              </button>
            </div>
          </form>
        </search>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-graphite-300">{hub.try}</span>
          {hub.suggestions.map((s) => (
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

        <nav aria-label={hub.topics} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {/* A topic none of the hub's articles is in (on the Spanish hub, the ZIPs' local pages) is left out. */}
            {topicOptions
              .filter((t) => t.id === 'all' || t.id === query.topic || cards.some((c) => c.category === t.id))
              .map((t) => (
                <li key={t.id}>
                  <Link
                    to={href({ ...query, topic: t.id, show: pageSize })}
                    preventScrollReset
                    aria-current={query.topic === t.id ? 'true' : undefined}
                    className={`${chip} border-graphite-700 text-graphite-100 hover:border-copper-400`}
                  >
                    {t.id === 'all' ? hub.allTopics : words.categories[t.id]}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-b border-graphite-800 pb-4">
          <p role="status" className="text-graphite-100">
            {hubStatus(results, query, words)}
          </p>
          <nav aria-label={hub.sortLabel} className="flex items-center gap-2 text-sm">
            <span className="text-graphite-300">{hub.sort}</span>
            <ul className="flex flex-wrap gap-2">
              {sortOptions.map((s) => (
                <li key={s.id}>
                  <Link
                    to={href({ ...query, sort: s.id, show: pageSize })}
                    preventScrollReset
                    aria-current={query.sort === s.id ? 'true' : undefined}
                    className={`${chip} border-graphite-700 text-graphite-100 hover:border-copper-400`}
                  >
                    {hub.sorts[s.id]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {!results ? null : results.length === 0 ? (
          <p className="py-16 text-center text-lg text-graphite-300">{hub.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => (
              <li key={card.id}>
                <ArticleCard card={card} words={words} />
              </li>
            ))}
          </ul>
        )}
        {results && results.length > shown.length ? (
          <div className="mt-10 text-center">
            <p className="text-sm text-graphite-300">
              {fill(hub.showing, { shown: shown.length, total: count(results.length) })}
            </p>
            <Link
              to={href({ ...query, show: query.show + pageSize })}
              preventScrollReset
              className="mt-3 inline-block rounded-full border border-copper-400/70 px-5 py-2 font-semibold text-copper-200 no-underline hover:bg-copper-400/10"
            >
              {hub.more}
            </Link>
          </div>
        ) : null}
      </div>
    </>
  )
}

function ArticleCard({ card, words }: { card: HubCard; words: HubWords }) {
  const local = card.id.startsWith('service-')
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-5 hover:border-copper-400/60">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-copper-300">
        {local ? <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> : null}
        {words.categories[card.category]}
      </p>
      <h2 className="mt-2 text-xl text-white">
        <Link to={card.href} className="no-underline after:absolute after:inset-0 hover:underline">
          {card.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-graphite-300">{card.summary}</p>
      <p className="mt-4 text-xs text-graphite-300">
        <time dateTime={card.datePublished}>{dateIn(words.date, card.datePublished)}</time> ·{' '}
        {counted(card.readCount, words.hubPage.readsOne, words.hubPage.readsOther, words.intl)} ·{' '}
        {fill(words.minutes, { minutes: card.readingTime })}
      </p>
    </article>
  )
}
