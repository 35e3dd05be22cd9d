import { articleFiles } from '~/features/knowledge/article-files.server'
import type { Reply } from './reply-flow.server'

/**
 * Remy's grounding in the Spanish articles (decision 034): an FAQ or a summary of an article that has
 * a Spanish version, when the question clearly matches it, as the English replies quote the English
 * articles. Words are compared without accents ("epoxico" matches "epóxico") and by their stems.
 */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// Words every floor question has: they say nothing about which article answers it.
const common = new Set(
  'como cual cuales cuanto cuanta cuando donde porque para sobre tiene tienen tengo puedo debo hacer piso pisos epoxico epoxicos epoxica suelo este esta esto estos estas antes despues ustedes usted quiero necesito mucho'.split(
    ' ',
  ),
)

/** A text's telling words, each cut to its first four letters: "cuido" and "cuidado" meet. */
function wordsOf(text: string): Set<string> {
  const words = (fold(text).match(/\p{L}{4,}/gu) ?? []).filter((w) => !common.has(w))
  return new Set(words.map((w) => w.slice(0, 4)))
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length

/** The best Spanish article passage for the question, or null when none clearly matches. */
export function knowledgeAnswerEs(message: string): Reply | null {
  const asked = wordsOf(message)
  if (asked.size === 0) return null
  let best: { score: number; lines: string[]; title: string; slug: string } | null = null
  for (const file of articleFiles()) {
    const es = file.es
    if (!es) continue
    const about = wordsOf([es.title, es.summary, ...es.tags, ...es.keywords].join(' '))
    const articleScore = shared(asked, about)
    if (articleScore >= 2 && (!best || articleScore > best.score))
      best = { score: articleScore, lines: [es.summary], title: es.title, slug: file.slug }
    // A question the article's FAQ asks is answered in its own words.
    for (const faq of es.faqs) {
      const score = shared(asked, wordsOf(faq.question)) + 1
      if (score >= 3 && (!best || score > best.score))
        best = { score, lines: [`${faq.question} ${faq.answer}`], title: es.title, slug: file.slug }
    }
  }
  if (!best) return null
  return {
    lines: best.lines,
    next: `Siguiente paso: lea más en [${best.title}](/es/article/${best.slug}).`,
  }
}
