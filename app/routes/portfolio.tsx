import { Camera } from 'lucide-react'
import { data, useSearchParams } from 'react-router'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FinishImage } from '~/components/ui/finish-image'
import { claims, company } from '~/content/business'
import { caseStudy, instagramTiles, portfolioProjects } from '~/content/projects'
import { InstallationsCounter } from '~/features/showcase/installations-counter'
import { filterCounts, parsePortfolioFilter } from '~/features/showcase/portfolio-filter'
import { PortfolioFilterBar, PortfolioGrid, useFilteredCards } from '~/features/showcase/portfolio-grid'
import {
  type PortfolioKeptWords,
  type PortfolioLiveWords,
  portfolioLiveWords,
} from '~/features/showcase/portfolio-page.server'
import { hasPortfolioIn, projectsIn } from '~/features/showcase/projects-in'
import { Kept, useKeptWords, withKeptWords } from '~/features/site/kept'
import { fill } from '~/i18n/fill'
import { langOfPath, pathIn, servedLangs } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/portfolio'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const words = readWords<PortfolioLiveWords>(loaderData?.words)
  return words ? seo(matches, { path: '/portfolio', ...words.meta }) : []
}

const heroStats = [claims.clientsServed, claims.sqftPoured, claims.onTimeRate] as const

// The published projects are the owner's content (decision 033), shown in the page's language and
// its words (decision 039). The cards, like every part that never changes in the browser, keep the
// server's markup through hydration, so their words are not in the data ("Words sent once"): a filter
// shows or hides them, and the data carries how many each filter shows. A navigation in the browser
// fetches them. In a language other than the default the page exists while some project is written in
// it; `twin` tells the language link and hreflang whether another language has it.
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  if (!hasPortfolioIn(portfolioProjects, lang))
    throw data('No project is written in this language', { status: 404 })
  return {
    lang,
    counts: filterCounts(projectsIn(portfolioProjects, lang)),
    words: JSON.stringify(portfolioLiveWords(lang)),
    twin: servedLangs.some((other) => other !== lang && hasPortfolioIn(portfolioProjects, other)),
  }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => withKeptWords('portfolio', args)

// A filter only picks from the list already on the page; the list itself is not refetched for it,
// only for the other language's page.
export const shouldRevalidate = revalidateOnLanguageChange

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const copy = readWords<PortfolioLiveWords>(loaderData.words) as PortfolioLiveWords
  const kept = useKeptWords<PortfolioKeptWords>('portfolio', 'kept' in loaderData ? loaderData.kept : null)
  const base = pathIn(loaderData.lang, '/portfolio')
  const [params] = useSearchParams()
  const filter = parsePortfolioFilter(params.get('filter'))
  useFilteredCards(filter)
  return (
    <>
      <Kept>{kept ? <Header words={kept} /> : null}</Kept>

      <section id="gallery" aria-labelledby="gallery-title" className="container-page scroll-mt-20 py-16">
        <h2 id="gallery-title" className="text-3xl text-white">
          {copy.galleryTitle}
        </h2>
        <div className="mt-6">
          <PortfolioFilterBar active={filter} copy={copy} base={base} />
        </div>
        <p className="mt-4 text-sm text-graphite-300" aria-live="polite" data-testid="project-count">
          {fill(copy.showing, { shown: loaderData.counts[filter], total: loaderData.counts.all })}
          {filter === 'all' ? '' : ` · ${copy.filters[filter]}`}
        </p>
        <div className="mt-6">
          <Kept>{kept ? <PortfolioGrid projects={kept.projects} filter={filter} copy={kept} /> : null}</Kept>
        </div>
      </section>

      <Kept>{kept ? <CaseStudy study={kept.caseStudy} /> : null}</Kept>
      <Counter words={copy.counter} />
      <Kept>
        {kept ? (
          <>
            <CallToAction cta={kept.cta} />
            <InstagramTiles words={kept.instagram} />
          </>
        ) : null}
      </Kept>
    </>
  )
}

/** The page's header: its headline, figures and links. */
function Header({ words }: { words: PortfolioKeptWords }) {
  return (
    <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
      <div className="container-page py-14 sm:py-20">
        <h1 className="text-4xl text-white sm:text-5xl">{words.headline}</h1>
        <p className="mt-4 max-w-2xl text-lg text-graphite-300">{words.lead}</p>
        <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
          {heroStats.map((value, i) => (
            <div key={words.stats[i]} className="flex flex-col-reverse">
              <dt className="text-sm uppercase tracking-wider text-graphite-300">{words.stats[i]}</dt>
              <dd className="font-display text-4xl text-copper-300">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          {words.heroLinks.map((l, i) => (
            <ButtonLink
              key={l.to}
              to={l.to}
              hrefLang={l.hreflang}
              variant={i === 0 ? undefined : 'secondary'}
            >
              {l.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </header>
  )
}

/** The featured case study. */
function CaseStudy({ study }: { study: PortfolioKeptWords['caseStudy'] }) {
  return (
    <section aria-labelledby="case-study" className="border-y border-graphite-800 bg-graphite-900/60 py-16">
      <div className="container-page">
        <p className="text-sm font-semibold uppercase tracking-widest text-copper-300">{study.eyebrow}</p>
        <h2 id="case-study" className="mt-2 text-3xl text-white sm:text-4xl">
          {study.title}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {study.stats.map(({ term, figure }) => (
            <div
              key={term}
              className="flex flex-col-reverse rounded-xl border border-graphite-700 bg-graphite-900 p-4"
            >
              <dt className="text-sm text-graphite-300">{term}</dt>
              <dd className="font-semibold text-white">{figure}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 grid gap-8 md:grid-cols-3">
          {study.sections.map(({ heading, text }) => (
            <div key={heading}>
              <h3 className="text-xl text-copper-200">{heading}</h3>
              <p className="mt-2 text-graphite-300">{text}</p>
            </div>
          ))}
        </div>
        <BeforeAndAfter words={study} />
        <ButtonLink to={study.link.to} hrefLang={study.link.hreflang} size="lg" className="mt-10">
          {study.link.label}
        </ButtonLink>
      </div>
    </section>
  )
}

/** The case study's before-and-after pictures. */
function BeforeAndAfter({ words }: { words: PortfolioKeptWords['caseStudy'] }) {
  return (
    <>
      <h3 className="mt-12 text-2xl text-white">{words.beforeAndAfter}</h3>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <figure className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900">
          <CrackedSlab label={words.beforeImage} />
          <figcaption className="p-4 text-sm text-graphite-300">
            <span className="font-semibold text-white">{words.before} </span>
            {words.beforeText}
          </figcaption>
        </figure>
        <figure className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900">
          <FinishImage
            finish={caseStudy.image}
            alt={words.afterImage}
            sizes="(min-width: 768px) 50vw, 100vw"
          />
          <figcaption className="p-4 text-sm text-graphite-300">
            <span className="font-semibold text-white">{words.after} </span>
            {words.afterText}
          </figcaption>
        </figure>
      </div>
    </>
  )
}

/** The installations counter. */
function Counter({ words }: { words: PortfolioLiveWords['counter'] }) {
  return (
    <section aria-labelledby="counter-title" className="container-page py-16 text-center">
      <h2 id="counter-title" className="text-3xl text-white">
        {words.title}
      </h2>
      <div className="mt-6">
        <InstallationsCounter label={words.label} />
      </div>
    </section>
  )
}

/** The Instagram tiles. */
function InstagramTiles({ words }: { words: PortfolioKeptWords['instagram'] }) {
  return (
    <section aria-labelledby="instagram" className="container-page py-16">
      <h2 id="instagram" className="flex items-center gap-2 text-3xl text-white">
        <Camera className="h-7 w-7 text-copper-300" aria-hidden="true" />
        {words.title}
      </h2>
      <p className="mt-2 text-graphite-300">{words.lead}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {instagramTiles.map((image, i) => (
          <li key={image} className="relative overflow-hidden rounded-lg">
            <FinishImage
              finish={image}
              sizes="(min-width: 640px) 33vw, 50vw"
              alt=""
              className="aspect-square"
            />
            <p className="absolute inset-x-0 bottom-0 bg-graphite-950/85 px-3 py-2 text-xs text-white">
              {words.captions[i]}
            </p>
          </li>
        ))}
      </ul>
      <a
        href={company.social.find((s) => s.label === 'Instagram')?.href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-block text-copper-300"
      >
        {words.follow}
        <span className="sr-only">{words.newTab}</span>
      </a>
    </section>
  )
}

function CallToAction({ cta }: { cta: PortfolioKeptWords['cta'] }) {
  return (
    <section aria-labelledby="portfolio-cta" className="container-page">
      <div className="rounded-2xl border border-graphite-700 bg-gradient-to-br from-graphite-900 to-copper-700/40 p-10 text-center">
        <h2 id="portfolio-cta" className="text-3xl text-white">
          {cta.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-graphite-100">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {cta.links.map((l, i) => (
            <ButtonLink
              key={l.to}
              to={l.to}
              hrefLang={l.hreflang}
              size="lg"
              variant={i === 0 ? undefined : 'secondary'}
            >
              {l.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  )
}

/** An illustration of the slab before the work: grey concrete, cracks, stains. */
function CrackedSlab({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 960 600" role="img" aria-label={label} className="block h-auto w-full">
      <defs>
        <radialGradient id="slab" cx=".4" cy=".35" r=".9">
          <stop offset="0" stopColor="#8d8f93" />
          <stop offset="1" stopColor="#5f6165" />
        </radialGradient>
      </defs>
      <rect width="960" height="600" fill="url(#slab)" />
      <ellipse cx="700" cy="420" rx="150" ry="80" fill="#3b3c3f" opacity=".55" />
      <ellipse cx="250" cy="170" rx="90" ry="45" fill="#45464a" opacity=".45" />
      <path d="M0 300h960M480 0v600" stroke="#4a4b4f" strokeWidth="6" />
      <path
        d="M90 40l60 90 -20 60 70 80 -10 70 60 90 M560 120l40 60 70 20 30 90 -40 70 60 110 M820 20l-30 70 40 50"
        stroke="#2a2b2e"
        strokeWidth="4"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  )
}
