import { spanWords as enWords } from '~/content/en/spans'
import { spanWords as esWords } from '~/content/es/spans'
import type { Lang } from './lang'
import { type Span, type SpanStyle, type SpanWords, wordSpan } from './spans'

const words: Record<Lang, SpanWords> = { en: enWords, es: esWords }

/** A span in a language's words, on the server: pages, mails and Remy (decision 039). */
export function spanIn(lang: Lang, span: Span, style?: SpanStyle): string {
  return wordSpan(words[lang], span, style)
}
