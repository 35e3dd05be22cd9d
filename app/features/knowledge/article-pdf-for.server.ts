import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { shortDateLabel } from '~/features/schedule/calendar'
import { articleFiles } from './article-files.server'
import { articlePdf } from './article-pdf.server'
import { mlaCitation } from './citations'

/** The PDF of the article at a slug (or id), or null when there is none. */
export async function articlePdfFor(slugOrId: string, siteUrl: string) {
  const file = articleFiles().find((f) => f.slug === slugOrId || f.id === slugOrId)
  if (!file) return null
  const author = authors.find((a) => a.slug === file.author)?.name ?? company.name
  const url = `${siteUrl}/article/${file.slug}`
  const bytes = await articlePdf({
    title: file.title,
    byline: `By ${author} · ${shortDateLabel(file.datePublished)} · ${file.readingTime} min read`,
    url,
    hook: file.hook,
    science: file.science,
    bodyMarkdown: file.bodyMarkdown,
    proTips: file.proTips,
    fieldExperience: file.fieldExperience,
    faqs: file.faqs,
    citation: mlaCitation(
      { title: file.title, author, datePublished: file.datePublished, siteName: company.name, url },
      true,
    ).text,
    siteName: company.name,
  })
  return { slug: file.slug, bytes }
}
