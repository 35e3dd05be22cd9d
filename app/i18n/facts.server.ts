// Relative, as content/ is: some of its modules read this without Vite's `~/` alias.
import { company, warranty } from '../content/business'
import type { ProseFacts } from '../content/facts-and-prices'
import { publishedContent } from '../content/published'
import { versionOf } from './content'
import { defaultLang, type Lang } from './locales'

/**
 * The business's facts that are the owner's prose (the opening hours, the warranty's names), in a
 * language (decision 039). They are published per language, not worded by a catalog: the default
 * language's are fields of the facts, another's the version stored under its code (`facts.es`). A
 * language the owner has not written them in (and the pseudo-locale, never) reads the default's.
 */
const english = (): ProseFacts => ({
  hours: company.hours,
  warrantyLabel: warranty.standard.label,
  lifetimeWarrantyLabel: warranty.lifetime.label,
})

export type ProseFact = keyof ProseFacts

// Read at each call: a publish puts new facts in place.
export function factIn(lang: Lang, name: ProseFact): string {
  const own = lang === defaultLang ? undefined : versionOf<ProseFacts>(publishedContent().facts, lang)
  return own?.[name] ?? english()[name]
}
