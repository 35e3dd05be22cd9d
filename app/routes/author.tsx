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
import { categoryLabel } from '~/features/knowledge/categories'
import { authorVCard, buildVCard } from '~/features/knowledge/vcard'
import { shortDateLabel } from '~/features/schedule/calendar'
import type { Route } from './+types/author'

export function loader({ params }: Route.LoaderArgs) {
  const author = authorProfile(params.slug)
  if (!author) throw data('Author not found', { status: 404 })
  return author
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  return seo(matches, {
    title: `${loaderData.name}, ${loaderData.role} | ${company.name}`,
    description: `${loaderData.bio.split('. ')[0]}. Articles, certifications and contact details.`.slice(
      0,
      160,
    ),
    path: `/author/${loaderData.slug}`,
    keywords: loaderData.expertise,
  })
}

export default function Author({ loaderData: author, matches }: Route.ComponentProps) {
  const siteUrl = siteUrlFrom(matches)

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
              { label: 'Knowledge Hub', href: '/knowledge' },
              { label: author.name, href: `/author/${author.slug}` },
            ]}
          />
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <AuthorAvatar author={author} size={80} className="h-20 w-20 text-3xl" />
            <div>
              <h1 className="text-4xl text-white sm:text-5xl">{author.name}</h1>
              <p className="mt-2 text-lg text-copper-200">
                {author.role}, {company.name}
              </p>
            </div>
          </div>
          <p className="mt-6 max-w-3xl text-lg text-graphite-300">{author.bio}</p>
          <dl className="mt-8 grid max-w-2xl grid-cols-3 gap-4">
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">Articles</dt>
              <dd className="font-display text-3xl text-white">{author.articlesCount}</dd>
            </div>
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">Total views</dt>
              <dd className="font-display text-3xl text-white">{count(author.totalViews)}</dd>
            </div>
            <div className="rounded-xl border border-graphite-800 p-4">
              <dt className="text-sm text-graphite-300">Expertise score</dt>
              <dd className="font-display text-3xl text-white">
                {author.expertiseScore}
                <span className="text-base text-graphite-300">/100</span>
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-graphite-300">
            The expertise score weighs certifications, areas of expertise, published articles and reader
            views.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={`mailto:${author.email}`} className={buttonClass('primary')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Email
            </a>
            {author.linkedin ? (
              <a
                href={author.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary')}
              >
                <Linkedin className="h-4 w-4" aria-hidden="true" />
                LinkedIn
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <a
              href={`/author/${author.slug}/vcard.vcf`}
              download={`${author.slug}.vcf`}
              // A card with a photo is the server's to build: the photo's bytes are not in the page.
              onClick={author.photo ? undefined : downloadVCard}
              className={buttonClass('secondary')}
            >
              <Contact className="h-4 w-4" aria-hidden="true" />
              Download vCard
            </a>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="articles">
          <h2 id="articles" className="text-3xl text-white">
            Published articles
          </h2>
          <ul className="mt-6 space-y-4">
            {author.articles.map((a) => (
              <li key={a.id} className="rounded-xl border border-graphite-800 bg-graphite-900 p-5">
                <p className="text-xs font-semibold uppercase tracking-wider text-copper-300">
                  {categoryLabel(a.category)}
                </p>
                <h3 className="mt-1 text-xl text-white">
                  <Link to={`/article/${a.slug}`} className="hover:text-copper-200">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-graphite-300">{a.summary}</p>
                <p className="mt-3 text-xs text-graphite-300">
                  <time dateTime={a.datePublished}>{shortDateLabel(a.datePublished)}</time> · {count(a.views)}{' '}
                  views
                </p>
              </li>
            ))}
          </ul>
          <Link
            to="/knowledge"
            className="mt-8 inline-flex items-center gap-2 text-copper-300 hover:text-copper-200"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to the Knowledge Hub
          </Link>
        </section>
        <aside className="space-y-8">
          <section aria-labelledby="expertise">
            <h2 id="expertise" className="text-2xl text-white">
              Expertise
            </h2>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-graphite-300 marker:text-copper-400">
              {author.expertise.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="certifications">
            <h2 id="certifications" className="text-2xl text-white">
              Certifications
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
          url: absoluteUrl(siteUrl, `/author/${author.slug}`),
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
