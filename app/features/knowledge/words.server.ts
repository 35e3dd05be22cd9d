import { company } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { intlOf, type Lang } from '~/i18n/lang'
import type { KnowledgePage, KnowledgeWords } from './words'

/** The values the page fills itself: they pass through formatting as marks (decision 039). */
const marks = Object.fromEntries(
  [
    'count',
    'query',
    'topic',
    'shown',
    'total',
    'minutes',
    'day',
    'month',
    'year',
    'style',
    'list',
    'role',
    'name',
    'title',
    'firstSentence',
    'page',
    'pages',
  ].map((k) => [k, `{${k}}`]),
)

// Keyed by the published name and region too: a publish may change them (decision 033).
const formatted = new Map<string, KnowledgeWords>()
const keyOf = (lang: Lang) => `${lang}\u0000${company.name}\u0000${company.base.region}`

/**
 * Every word of the knowledge pages, their feed and their PDF in a language, formatted from its
 * catalog (decision 039); the business's name and region are filled here, the rest are marks.
 */
export function knowledgeCopy(lang: Lang): KnowledgeWords {
  let words = formatted.get(keyOf(lang))
  if (!words) {
    words = {
      ...formatCopy(lang, catalogs[lang].knowledge, {
        ...marks,
        company: company.name,
        region: company.base.region,
      }),
      intl: intlOf(lang),
    }
    formatted.set(keyOf(lang), words)
  }
  return words
}

const json = new Map<string, string>()

/**
 * A knowledge page's words in its language: the shared ones and its own, sent as one JSON string,
 * which the page reads with `readWords` (decision 034, "Bytes"). Only that language's words.
 */
export function knowledgeWords(lang: Lang, page: KnowledgePage): string {
  const key = `${keyOf(lang)}\u0000${page}`
  let words = json.get(key)
  if (!words) {
    const {
      hubPage: _h,
      article: _a,
      authorPage: _p,
      meta: _m,
      feedDescription: _f,
      pdfPage: _pdf,
      citation: _c,
      ...shared
    } = knowledgeCopy(lang)
    const own = page === 'hubPage' ? { meta: knowledgeCopy(lang).meta } : {}
    words = JSON.stringify({ ...shared, ...own, [page]: knowledgeCopy(lang)[page] })
    json.set(key, words)
  }
  return words
}
