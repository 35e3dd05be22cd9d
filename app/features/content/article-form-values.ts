import type { ArticleSource } from '~/features/knowledge/article-files.server'

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
export function articleToForm(article: ArticleSource | null, loaded: Choices) {
  if (!article) {
    return {
      author: loaded.authors[0]?.slug,
      image: loaded.pictures[0]?.id,
      faqs: [spareFaq],
      esFaqs: [spareFaq],
    }
  }
  const es = article.es
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
    esTitle: es?.title,
    esMetaDescription: es?.metaDescription,
    esSummary: es?.summary,
    esAiSummary: es?.aiSummary,
    esTags: es?.tags.join(', '),
    esKeywords: es?.keywords.join(', '),
    esImageAlt: es?.imageAlt,
    esHook: es?.hook,
    esScience: es?.science.join('\n'),
    esProTips: es?.proTips.join('\n'),
    esFieldExperience: es?.fieldExperience,
    esFaqs: [...(es?.faqs ?? []), spareFaq],
    esBodyMarkdown: es?.bodyMarkdown,
  }
}
