import { ArrowLeft, Contact, Linkedin, Mail } from 'lucide-react'
import { data, Link } from 'react-router'
import { Breadcrumb } from '~/components/site/breadcrumb'
import { absoluteUrl, seo, siteUrlFrom } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { JsonLd } from '~/components/ui/json-ld'
import { company } from '~/content/business'
import { count } from '~/content/format'
import { AuthorAvatar } from '~/features/knowledge/author-avatar'
import { authorProfile } from '~/features/knowledge/catalog.server'
import { authorVCard, buildVCard } from '~/features/knowledge/vcard'
import { type AuthorWords, dateIn } from '~/features/knowledge/words'
import { knowledgeWords } from '~/features/knowledge/words.server'
import { fill } from '~/i18n/fill'
import { langOfPath, localeOf, pathIn } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/author'

// `<prefix>/author/<slug>` exists only for an author written in that language, and lists their
// articles in it (decision 034); the others answer that language's 404.
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const author = authorProfile(params.slug, lang)
  if (!author) throw data('Author not found', { status: 404 })
  return { ...author, lang, words: knowledgeWords(lang, 'authorPage') }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const words = readWords<AuthorWords>(loaderData.words) as AuthorWords
  return seo(matches, {
    title: fill(words.authorPage.title, { name: loaderData.name, role: loaderData.role }),
    description: fill(words.authorPage.description, { firstSentence: loaderData.bio.split('. ')[0] }).slice(
      0,
      160,
    ),
    path: `/author/${loaderData.slug}`,
    keywords: loaderData.expertise,
  })
}

export default function Author({ loaderData: author, matches }: Route.ComponentProps) {
  const siteUrl = siteUrlFrom(matches)
  const words = readWords<AuthorWords>(author.words) as AuthorWords
  const t = words.authorPage
  const hub = pathIn(author.lang, '/knowledge')
  const page = pathIn(author.lang, `/author/${author.slug}`)

  // With JavaScript the contact file is built in the browser; without it, the link fetches the same card.
  function downloadVCard(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const card = buildVCard(authorVCard(author))
    const url = URL.createObjectURL(new Blob([card], { type: 'text/vcard;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `${author.slug}.vcf`
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumb
            items={[
              { label: words.hub, href: hub },
              { label: author.name, href: page },
            ]}
          />
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <AuthorAvatar author={author} size={80} className="h-20 w-20 text-3xl" />
            <div>
              <h1 className="text-4xl text-white sm:text-5xl">{author.name}</h1>
              <p className="mt-2 text-lg text-copper-200">
                {fill(t.roleAt, { role: author.role, company: company.name })}
              </p>
            </div>
          </div>
          <p className="mt-6 max-w-3xl text-lg text-graphite-300">{author.bio}</p>
          <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-4">
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">{t.articles}</dt>
              <dd className="font-display text-3xl text-white">{author.articlesCount}</dd>
            </div>
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">{t.views}</dt>
              <dd className="font-display text-3xl text-white">{count(author.totalViews)}</dd>
            </div>
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">{t.score}</dt>
              <dd className="font-display text-3xl text-white">
                {author.expertiseScore}
                <span className="text-base text-graphite-300">/100</span>
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-graphite-300">{t.scoreNote}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={`mailto:${author.email}`} className={buttonClass('primary')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t.email}
            </a>
            {author.linkedin ? (
              <a
                href={author.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary')}
              >
                <Linkedin className="h-4 w-4" aria-hidden="true" />
                {t.linkedin}
                <span className="sr-only">{t.newTab}</span>
              </a>
            ) : null}
            <a
              href={`${page}/vcard.vcf`}
              download={`${author.slug}.vcf`}
              // A card with a photo is the server's to build: the photo's bytes are not in the page.
              onClick={author.photo ? undefined : downloadVCard}
              className={buttonClass('secondary')}
            >
              <Contact className="h-4 w-4" aria-hidden="true" />
              {t.vcard}
            </a>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="articles">
          <h2 id="articles" className="text-3xl text-white">
            {t.published}
          </h2>
          {author.articles.length ? null : <p className="mt-6 text-graphite-300">{t.none}</p>}
          <ul className="mt-6 space-y-4 empty:hidden">
            {author.articles.map((a) => (
              <li key={a.id} className="rounded-xl border border-graphite-800 bg-graphite-900 p-5">
                <p className="text-xs font-semibold uppercase tracking-wider text-copper-300">
                  {words.categories[a.category]}
                </p>
                <h3 className="mt-1 text-xl text-white">
                  <Link to={a.href} className="hover:text-copper-200">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-graphite-300">{a.summary}</p>
                <p className="mt-3 text-xs text-graphite-300">
                  <time dateTime={a.datePublished}>{dateIn(words.date, a.datePublished)}</time> ·{' '}
                  {fill(t.viewsCount, { count: count(a.views) })}
                </p>
              </li>
            ))}
          </ul>
          <Link
            to={hub}
            className="mt-8 inline-flex items-center gap-2 text-copper-300 hover:text-copper-200"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {words.back}
          </Link>
        </section>
        <aside className="space-y-8">
          <section aria-labelledby="expertise">
            <h2 id="expertise" className="text-2xl text-white">
              {t.expertise}
            </h2>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-graphite-300 marker:text-copper-400">
              {author.expertise.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="certifications">
            <h2 id="certifications" className="text-2xl text-white">
              {t.certifications}
            </h2>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-graphite-300 marker:text-copper-400">
              {author.certifications.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          inLanguage: localeOf(author.lang).hreflang,
          url: absoluteUrl(siteUrl, page),
          mainEntity: {
            '@type': 'Person',
            name: author.name,
            jobTitle: author.role,
            description: author.bio,
            email: `mailto:${author.email}`,
            ...(author.linkedin ? { sameAs: [author.linkedin] } : {}),
            ...(author.photo
              ? { image: absoluteUrl(siteUrl, `/images/content/${author.photo}-640.webp`) }
              : {}),
            knowsAbout: author.expertise,
            hasCredential: author.certifications.map((c) => ({
              '@type': 'EducationalOccupationalCredential',
              name: c,
            })),
            worksFor: { '@type': 'Organization', name: company.name, url: absoluteUrl(siteUrl, '/') },
          },
        }}
      />
    </>
  )
}
