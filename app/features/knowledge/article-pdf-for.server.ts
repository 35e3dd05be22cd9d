import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { daysIn } from '~/i18n/dates'
import { fill } from '~/i18n/fill'
import { defaultLang, type Lang, pathIn } from '~/i18n/lang'
import { articleFiles } from './article-files.server'
import { articlePdf } from './article-pdf.server'
import { articleIn } from './catalog.server'
import { mlaCitation } from './citations'
import { knowledgeCopy } from './words.server'

/**
 * The PDF of the article at a slug (or id), or null when there is none; in another language (decision
 * 034) for an article shown in it, null for one without. Its words are the language's catalog
 * (decision 039), the article's are its own.
 */
export async function articlePdfFor(slugOrId: string, siteUrl: string, lang: Lang = defaultLang) {
  const file = articleFiles().find((f) => f.slug === slugOrId || f.id === slugOrId)
  const article = file ? articleIn(file, lang) : null
  if (!article) return null
  const words = knowledgeCopy(lang)
  const author = authors.find((a) => a.slug === article.author)?.name ?? company.name
  const url = `${siteUrl}${pathIn(lang, `/article/${article.slug}`)}`
  const bytes = await articlePdf({
    title: article.title,
    byline: [
      `${words.article.by} ${author}`,
      daysIn(lang).long(article.datePublished),
      fill(words.minutes, { minutes: article.readingTime }),
    ].join(' · '),
    url,
    hook: article.hook,
    science: article.science,
    bodyMarkdown: article.bodyMarkdown,
    proTips: article.proTips,
    fieldExperience: article.fieldExperience,
    faqs: article.faqs,
    citation: mlaCitation(
      { title: article.title, author, datePublished: article.datePublished, siteName: company.name, url },
      true,
      lang,
    ).text,
    siteName: company.name,
    words: { ...words.article, pdfPage: words.pdfPage },
  })
  return { slug: article.slug, bytes }
}
