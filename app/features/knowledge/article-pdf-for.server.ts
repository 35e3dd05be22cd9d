import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { knowledgeEs, knowledgePdfEs } from '~/content/es/knowledge'
import { fill } from '~/i18n/fill'
import { type Lang, pathIn } from '~/i18n/lang'
import { articleFiles } from './article-files.server'
import { articlePdf } from './article-pdf.server'
import { type ArticleWords, articleWords } from './article-words'
import { articleIn } from './catalog.server'
import { mlaCitation } from './citations'
import { dateIn } from './words'

/**
 * The PDF of the article at a slug (or id), or null when there is none; in Spanish (decision 034)
 * for an article with a Spanish version, null for one without.
 */
export async function articlePdfFor(slugOrId: string, siteUrl: string, lang: Lang = 'en') {
  const file = articleFiles().find((f) => f.slug === slugOrId || f.id === slugOrId)
  const article = file ? articleIn(file, lang) : null
  if (!article) return null
  // The Spanish words are plain enough to use as written: a mark or two, no plural.
  const words: ArticleWords = lang === 'es' ? knowledgeEs : articleWords
  const author = authors.find((a) => a.slug === article.author)?.name ?? company.name
  const url = `${siteUrl}${pathIn(lang, `/article/${article.slug}`)}`
  const bytes = await articlePdf({
    title: article.title,
    byline: [
      `${words.article.by} ${author}`,
      dateIn(words.date, article.datePublished),
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
    words: { ...words.article, pdfPage: lang === 'es' ? knowledgePdfEs.page : 'Page {page} of {pages}' },
  })
  return { slug: article.slug, bytes }
}
