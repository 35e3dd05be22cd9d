import type { ReactNode } from 'react'
import { PageHeader } from '~/components/ui/page-header'
import type { LegalSection } from '~/content/legal'
import { legalUpdated } from '~/content/legal'

/** A legal or statement page: the headline, the date it was last updated, then its sections. */
export function LegalPage({
  title,
  lead,
  sections,
  children,
  updated,
  translation,
}: {
  title: string
  lead: string
  sections: readonly LegalSection[]
  children?: ReactNode
  /** The date line, in the page's language. */
  updated: string
  /** In a language other than English: the notice that the English text governs (decision 039). */
  translation: { notice: string; englishVersion: string; englishHref: string } | null
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <article className="container-page max-w-3xl py-12">
        {translation ? (
          <>
            <p className="rounded-lg border border-copper-400/60 p-4 text-graphite-100">
              {translation.notice}{' '}
              <a href={translation.englishHref} hrefLang="en" lang="en" className="text-copper-300 underline">
                {translation.englishVersion}
              </a>
            </p>
            <p className="mt-6 text-sm text-graphite-300">
              <time dateTime={legalUpdated}>{updated}</time>
            </p>
          </>
        ) : (
          <p className="text-sm text-graphite-300">
            <time dateTime={legalUpdated}>{updated}</time>
          </p>
        )}
        {sections.map((s) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-2xl text-white">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-graphite-300">
                {p}
              </p>
            ))}
            {s.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-graphite-300 marker:text-copper-400">
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {children}
      </article>
    </>
  )
}
