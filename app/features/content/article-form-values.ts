import type { ArticleSource, ArticleSourceVersion } from '~/features/knowledge/article-files.server'
import type { Lang } from '~/i18n/locales'
import { versionLangs } from './versions'

/** What the editor offers to choose from, as its loader gives it. */
type Choices = {
  authors: readonly { slug: string }[]
  pictures: readonly { id: string; alt: string }[]
}

const spareFaq = { question: '', answer: '' }

/**
 * The editor's starting values: the stored article's, or a new article's. A new article's category
 * starts empty and must be chosen: a default topic would file it under whatever comes first.
 */
export function articleToForm(
  article: ArticleSource | null,
  loaded: Choices,
  langs: readonly Lang[] = versionLangs,
) {
  if (!article) {
    return {
      author: loaded.authors[0]?.slug,
      image: loaded.pictures[0]?.id,
      faqs: [spareFaq],
      ...Object.fromEntries(langs.map((lang) => [lang, { faqs: [spareFaq] }])),
    }
  }
  return {
    title: article.title,
    slug: article.slug,
    metaDescription: article.metaDescription,
    summary: article.summary,
    aiSummary: article.aiSummary,
    author: article.author,
    category: article.category,
    tags: article.tags.join(', '),
    keywords: article.keywords.join(', '),
    faqs: [...article.faqs, { question: '', answer: '' }],
    sources: article.sources.map((s) => `${s.title} ${s.url}`).join('\n'),
    relatedArticles: article.relatedArticles,
    image: article.image,
    imageAlt: article.imageAlt ?? loaded.pictures.find((p) => p.id === article.image)?.alt ?? '',
    hook: article.hook,
    science: article.science.join('\n'),
    proTips: article.proTips.join('\n'),
    fieldExperience: article.fieldExperience,
    bodyMarkdown: article.bodyMarkdown,
    // Each language's version nested under its code, as Conform names its fields (`es.title`).
    ...Object.fromEntries(langs.map((lang) => [lang, versionToForm(article[lang])])),
  }
}

function versionToForm(version: ArticleSourceVersion | undefined) {
  return {
    title: version?.title,
    metaDescription: version?.metaDescription,
    summary: version?.summary,
    aiSummary: version?.aiSummary,
    tags: version?.tags.join(', '),
    keywords: version?.keywords.join(', '),
    imageAlt: version?.imageAlt,
    hook: version?.hook,
    science: version?.science.join('\n'),
    proTips: version?.proTips.join('\n'),
    fieldExperience: version?.fieldExperience,
    faqs: [...(version?.faqs ?? []), spareFaq],
    bodyMarkdown: version?.bodyMarkdown,
  }
}
