import { Quote } from 'lucide-react'
import { useRouteLoaderData } from 'react-router'
import { Logo } from '~/components/site/nav'
import { seoIn } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FinishImage, finishSrcSet } from '~/components/ui/finish-image'
import { JsonLd } from '~/components/ui/json-ld'
import { homePage as page } from '~/content/pages/home'
import { ChatWidget } from '~/features/chat/chat-widget'
import { chatButtonWords } from '~/features/chat/widget-words.server'
import { type HomeKeptWords, homePage } from '~/features/showcase/home-page.server'
import { ProofProjectCard, StatusProjectCard } from '~/features/showcase/project-cards'
import { Stars } from '~/features/showcase/stars'
import { Kept, useKeptWords, withKeptWords } from '~/features/site/kept'
import { localBusinessJsonLd } from '~/features/site/organization'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/home'

// The home's title and description come with its words (decision 039).
export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.meta)

// The hero picture is the page's largest paint: fetch it from the head, ahead of the scripts, and
// let the headline face follow the paint rather than compete with the picture (root.tsx, decision 032).
export const handle = { largestPaint: 'image' }

export const links: Route.LinksFunction = () => [
  {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: finishSrcSet('metallic-copper', 'avif'),
    imageSizes: '100vw',
    fetchPriority: 'high',
  },
]

// Everything but Remy's button is kept as the server rendered it (decision 039, "Words sent once"): the
// document carries its words in its markup only, and a navigation in the browser fetches them. The data
// holds the title and description, and the words Remy's button shows before it opens; the panel's come
// when it opens (routes/chat-words.ts).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  return { meta: homePage(lang).meta, chat: chatButtonWords(lang) }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => withKeptWords('home', args)

// The testimonials change only on a publish, which re-renders the page; nothing here posts.
export const shouldRevalidate = () => false

export default function Home({ loaderData }: Route.ComponentProps) {
  const kept = useKeptWords<HomeKeptWords>('home', 'kept' in loaderData ? loaderData.kept : null)
  return (
    <>
      <Kept>{kept ? <HomeParts t={kept} /> : null}</Kept>
      <ChatWidget words={loaderData.chat} />
    </>
  )
}

/** The home's parts, from its kept words. */
function HomeParts({ t }: { t: HomeKeptWords }) {
  const { reviews } = t
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? ''
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden border-b border-graphite-800">
        <FinishImage
          finish="metallic-copper"
          alt={t.heroAlt}
          priority
          cover
          sizes="100vw"
          className="-z-20"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-graphite-950 via-graphite-950/85 to-graphite-950/40"
        />
        <div className="container-page py-20">
          <Logo className="h-16 w-16" />
          <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-copper-200">{t.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-5xl text-white sm:text-6xl">{t.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg text-graphite-100">{t.tagline}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            {t.heroLinks.map((l, i) => (
              <ButtonLink
                key={l.to}
                to={l.to}
                size="lg"
                variant={i ? 'secondary' : undefined}
                className={i ? 'bg-graphite-950/60' : undefined}
              >
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </section>

      <section aria-label={t.glance} className="border-b border-graphite-800 bg-graphite-900">
        <dl className="container-page grid grid-cols-1 divide-graphite-800 py-8 text-center sm:grid-cols-3 sm:divide-x">
          {t.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse py-3">
              <dt className="text-sm uppercase tracking-wider text-graphite-300">{s.label}</dt>
              <dd className="font-display text-3xl text-copper-300">{s.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="why-us" className="container-page py-20">
        <h2 id="why-us" className="text-3xl text-white sm:text-4xl">
          {t.why}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.values.map((v) => (
            <li key={v.title} className="rounded-xl border border-graphite-800 bg-graphite-900/60 p-6">
              <h3 className="text-2xl text-copper-200">{v.title}</h3>
              <p className="mt-3 text-graphite-300">{v.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-14 rounded-2xl border border-graphite-700 bg-graphite-850 p-6 sm:p-8">
          <h3 className="text-2xl text-white">{t.projectsTitle}</h3>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {t.projects.map((p) => (
              <StatusProjectCard key={p.title} project={p} t={t.card} />
            ))}
          </ul>
          <dl className="mt-8 grid grid-cols-3 gap-4 text-center">
            {t.panelStats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-sm text-graphite-300">{s.label}</dt>
                <dd className="font-display text-3xl text-copper-300">{s.figure}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            {t.panelLinks.map((l, i) => (
              <ButtonLink key={l.to} to={l.to} variant={i ? 'secondary' : undefined}>
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="proof" className="border-y border-graphite-800 bg-graphite-900/50 py-20">
        <div className="container-page">
          <h2 id="proof" className="text-3xl text-white sm:text-4xl">
            {t.proofTitle}
          </h2>
          <ul aria-label={t.categoriesLabel} className="mt-6 flex flex-wrap gap-2">
            {t.categories.map((c) => (
              <li
                key={c}
                className="rounded-full border border-graphite-600 px-3 py-1 text-sm text-graphite-100"
              >
                {c}
              </li>
            ))}
          </ul>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {t.proof.map((c) => (
              <ProofProjectCard key={c.title} card={c} t={t.card} />
            ))}
          </ul>
          {t.proofLinks.map((l) => (
            <ButtonLink key={l.to} to={l.to} variant="secondary" className="mt-10">
              {l.label}
            </ButtonLink>
          ))}
        </div>
      </section>

      {reviews.length ? (
        <section aria-labelledby="testimonials" className="container-page py-20">
          <h2 id="testimonials" className="text-3xl text-white sm:text-4xl">
            {t.testimonials}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {reviews.map((r) => (
              <li
                key={`${r.name} ${r.location}`}
                className="flex flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-6"
              >
                <Stars rating={r.rating} />
                <blockquote className="mt-4 flex-1 text-graphite-100">
                  <Quote className="mb-2 h-5 w-5 text-copper-400" aria-hidden="true" />
                  <p>{r.text}</p>
                </blockquote>
                <p className="mt-5 font-semibold text-white">{r.name}</p>
                <p className="text-sm text-graphite-300">
                  {r.role} · {r.location}
                </p>
              </li>
            ))}
          </ul>
          <ButtonLink to={t.reviewHref} variant="secondary" className="mt-10">
            {t.addReview}
          </ButtonLink>
        </section>
      ) : null}

      <section
        aria-labelledby="closing"
        className="border-t border-graphite-800 bg-gradient-to-br from-graphite-900 to-copper-700/40"
      >
        <div className="container-page py-20 text-center">
          <h2 id="closing" className="text-3xl text-white sm:text-4xl">
            {t.closingTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-graphite-100">{t.closingText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {t.closingLinks.map((l, i) => (
              <ButtonLink key={l.to} to={l.to} size="lg" variant={i ? 'secondary' : undefined}>
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </section>
      <JsonLd data={localBusinessJsonLd(siteUrl, { description: t.tagline, counties: t.counties })} />
    </>
  )
}
