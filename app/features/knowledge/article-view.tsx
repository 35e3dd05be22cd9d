/**
 * The article page's body, shared by the public page and the console's preview of a draft
 * (decision 033), so a preview shows exactly what visitors will see.
 */
import { Download, Share2 } from 'lucide-react'
import { Link } from 'react-router'
import { Breadcrumb } from '~/components/site/breadcrumb'
import { absoluteUrl } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { FaqList } from '~/components/ui/faq-list'
import { FinishImage, pictureFile } from '~/components/ui/finish-image'
import { JsonLd } from '~/components/ui/json-ld'
import { toast } from '~/components/ui/toast'
import { company } from '~/content/business'
import type { articlePage } from '~/features/knowledge/catalog.server'
import type { Citation } from '~/features/knowledge/citations'
import { fill } from '~/i18n/fill'
import { localeOf, pathIn } from '~/i18n/lang'
import { AuthorAvatar } from './author-avatar'
import { type ArticleWords, counted, dateIn } from './words'

export type ArticlePageData = ReturnType<typeof articlePage>

function CitationText({ citation }: { citation: Citation }) {
  return (
    <>{citation.runs.map((r, i) => (r.italic ? <i key={i}>{r.text}</i> : <span key={i}>{r.text}</span>))}</>
  )
}

async function copy(text: string, said: { copied: string; notCopied: string }) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(said.copied, { description: text })
  } catch {
    toast.error(said.notCopied, { description: text })
  }
}

/**
 * The article in the page's language (`page.lang`): its words are the article's own in that language,
 * the page's are `words` (its language's catalog, formatted by the server; decision 039), and its
 * links stay in that language (decision 034).
 */
export function ArticleView({
  page,
  siteUrl,
  words,
}: {
  page: ArticlePageData
  siteUrl: string
  words: ArticleWords
}) {
  const { article, author, relatedArticles, citations, lang } = page
  const t = words.article
  const path = pathIn(lang, `/article/${article.slug}`)
  const hub = pathIn(lang, '/knowledge')
  const url = absoluteUrl(siteUrl, path)
  const date = (iso: string) => dateIn(words.date, iso)

  async function share() {
    const here = new URL(path, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.summary, url: here })
        return
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
      }
    }
    await copy(here, { copied: t.linkCopied, notCopied: t.linkNotCopied })
  }

  return (
    // The language is the page's too, except in the console's preview of a Spanish draft.
    <article lang={localeOf(lang).hreflang}>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumb
            items={[
              { label: words.hub, href: hub },
              { label: words.categories[article.category], href: `${hub}?topic=${article.category}` },
              { label: article.title, href: path },
            ]}
          />
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t.tags}>
            {article.tags.map((t) => (
              <li
                key={t}
                className="rounded-full border border-copper-400/50 px-3 py-1 text-xs font-semibold text-copper-200"
              >
                {t}
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-4xl text-white sm:text-5xl">{article.title}</h1>
          <p className="mt-4 text-graphite-300">
            {t.by}{' '}
            {/* A Spanish page names an author without a Spanish version, with no link to an English page. */}
            {author.href ? (
              <Link to={author.href} className="text-copper-300 hover:text-copper-200">
                {author.name}
              </Link>
            ) : (
              <span className="text-copper-200">{author.name}</span>
            )}{' '}
            · <time dateTime={article.datePublished}>{date(article.datePublished)}</time> ·{' '}
            {fill(words.minutes, { minutes: article.readingTime })}
            {article.dateModified !== article.datePublished ? (
              <>
                {' '}
                · {t.updated} <time dateTime={article.dateModified}>{date(article.dateModified)}</time>
              </>
            ) : null}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" onClick={share} className={buttonClass('secondary')}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {t.share}
            </button>
            <a href={`${path}/pdf`} download className={buttonClass('secondary')}>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t.pdf}
            </a>
          </div>
        </div>
      </header>

      <div className="container-page max-w-4xl py-10">
        <details className="group mt-8 rounded-xl border border-copper-400/40 bg-graphite-900">
          <summary className="cursor-pointer list-none px-5 py-3 font-semibold text-copper-200 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t.showSummary}</span>
            <span className="hidden group-open:inline">{t.hideSummary}</span>
          </summary>
          <p className="px-5 pb-4 text-graphite-300">{article.aiSummary}</p>
        </details>

        {article.hook ? (
          <p className="mt-8 text-xl leading-relaxed text-graphite-100">{article.hook}</p>
        ) : null}

        {/* Below the hook and lazy: the words are what a reader came for, and they paint first on a phone. */}
        <div className="mt-8 overflow-hidden rounded-2xl border border-graphite-800">
          <FinishImage
            finish={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 56rem) 56rem, 100vw"
          />
        </div>

        {/* Optional for an article written in the console (decision 033): no empty section. */}
        {article.science.length ? (
          <section aria-labelledby="science" className="mt-10 rounded-xl border border-graphite-800 p-6">
            <h2 id="science" className="text-2xl text-white">
              {t.science}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-graphite-300 marker:text-copper-400">
              {article.science.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* The owner's Markdown: its links are as the owner wrote them (the leak check knows it by this mark). */}
        <div
          data-owner-prose=""
          className="mt-6 text-graphite-300 [&_a]:text-copper-300 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:text-white [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:text-white [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-4 [&_p]:leading-relaxed [&_strong]:text-graphite-100 [&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-graphite-800 [&_td]:p-2 [&_th]:p-2 [&_th]:text-graphite-100 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, with raw HTML escaped at parse time
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />

        {article.proTips.length ? (
          <section
            aria-labelledby="tips"
            className="mt-12 rounded-xl border border-copper-400/40 bg-graphite-900 p-6"
          >
            <h2 id="tips" className="text-2xl text-white">
              {t.proTips}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-graphite-300 marker:text-copper-400">
              {article.proTips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {article.fieldExperience ? (
          <section aria-labelledby="field" className="mt-10">
            <h2 id="field" className="text-2xl text-white">
              {t.fieldExperience}
            </h2>
            <blockquote className="mt-4 border-l-4 border-copper-400 pl-5 text-graphite-300 italic">
              {article.fieldExperience}
            </blockquote>
          </section>
        ) : null}

        {article.faqs.length ? (
          <section aria-labelledby="faq" className="mt-12">
            <h2 id="faq" className="mb-4 text-2xl text-white">
              {t.faqs}
            </h2>
            <FaqList name={`faq-${article.id}`} faqs={article.faqs} />
          </section>
        ) : null}
        {article.sources.length ? (
          <section aria-labelledby="sources" className="mt-12">
            <h2 id="sources" className="text-2xl text-white">
              {t.sources}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-graphite-300 marker:text-copper-400">
              {article.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    rel="noopener"
                    className="text-copper-300 underline hover:text-copper-200"
                  >
                    {source.title}
                  </a>
                  {t.sourceNote}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="cite" className="mt-12 rounded-xl border border-graphite-800 p-6 text-sm">
          <h2 id="cite" className="text-xl text-white">
            {t.cite}
          </h2>
          {(
            [
              ['MLA', t.styles.mla, citations.mla],
              ['APA', t.styles.apa, citations.apa],
            ] as const
          ).map(([id, style, c]) => (
            <div key={id} className="mt-4">
              <h3 className="font-sans text-sm font-semibold text-copper-200">{style}</h3>
              <p className="mt-1 break-words text-graphite-300" data-citation={id}>
                <CitationText citation={c} />
              </p>
              <button
                type="button"
                onClick={() =>
                  copy(c.text, {
                    copied: fill(t.citationCopied, { style }),
                    notCopied: fill(t.citationNotCopied, { style }),
                  })
                }
                className="mt-2 text-copper-300 underline hover:text-copper-200"
              >
                {fill(t.copyCitation, { style })}
              </button>
            </div>
          ))}
        </section>

        <aside aria-labelledby="about-author" className="mt-12 flex gap-5 rounded-xl bg-graphite-900 p-6">
          <AuthorAvatar author={author} size={56} className="h-14 w-14 text-xl" />
          <div>
            <h2 id="about-author" className="text-xl text-white">
              {author.href ? (
                <Link to={author.href} className="hover:text-copper-200">
                  {author.name}
                </Link>
              ) : (
                author.name
              )}
            </h2>
            {author.role ? (
              <p className="text-sm text-copper-200">
                {author.role} · {counted(author.articlesCount, t.articlesOne, t.articlesOther, words.intl)}
              </p>
            ) : null}
            {author.bio ? <p className="mt-2 text-graphite-300">{author.bio}</p> : null}
            {author.expertise.length ? (
              <p className="mt-2 text-sm text-graphite-300">
                {fill(t.expertise, { list: author.expertise.join(', ') })}
              </p>
            ) : null}
          </div>
        </aside>

        <nav aria-labelledby="related" className="mt-12">
          <h2 id="related" className="text-2xl text-white">
            {t.related}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {relatedArticles.map((r) => (
              <li key={r.id} className="rounded-xl border border-graphite-800 p-4">
                <Link to={r.href} className="font-semibold text-white hover:text-copper-200">
                  {r.title}
                </Link>
                <p className="mt-1 text-sm text-graphite-300">{r.summary}</p>
              </li>
            ))}
          </ul>
          <ul className="mt-6 flex flex-wrap gap-2">
            {article.keywords.map((k) => (
              <li key={k}>
                <Link
                  to={`${hub}?q=${encodeURIComponent(k)}`}
                  className="inline-block rounded-full border border-graphite-700 px-3 py-1 text-sm text-graphite-100 no-underline hover:border-copper-400"
                >
                  {k}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={hub} className="mt-8 inline-block text-copper-300 hover:text-copper-200">
            {words.back}
          </Link>
        </nav>
      </div>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          inLanguage: localeOf(lang).hreflang,
          headline: article.title,
          description: article.metaDescription,
          image: absoluteUrl(siteUrl, pictureFile(article.image, 1600)),
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          wordCount: article.wordCount,
          keywords: article.keywords.join(', '),
          articleSection: words.categories[article.category],
          mainEntityOfPage: url,
          url,
          author: {
            '@type': 'Person',
            name: author.name,
            ...(author.role ? { jobTitle: author.role } : {}),
            // The person's page in the article's language, or their English one when that is all there is.
            url: absoluteUrl(siteUrl, author.href ?? `/author/${author.slug}`),
          },
          publisher: {
            '@type': 'Organization',
            name: company.name,
            logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
          },
        }}
      />
      {article.faqs.length ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: localeOf(lang).hreflang,
            mainEntity: article.faqs.map((f) => ({
              '@type': 'Question',
              name: f.question,
              acceptedAnswer: { '@type': 'Answer', text: f.answer },
            })),
          }}
        />
      ) : null}
    </article>
  )
}
