// Relative, as content/ is: some of its modules read this without Vite's `~/` alias.
import { company, warranty } from '../content/business'
import { factsEs } from '../content/es/facts'
import type { Lang } from './lang'

/**
 * The business's facts that are the owner's prose (the opening hours, the warranty's names), in a
 * language (decision 039). They are published per language, not worded by a catalog: a language the
 * owner has written them in reads its own, any other (the pseudo-locale) the default language's.
 * Read through here only, so a new language's wording is one line below.
 */
const english = () => ({
  hours: company.hours,
  warrantyLabel: warranty.standard.label,
  lifetimeWarrantyLabel: warranty.lifetime.label,
})

export type ProseFact = keyof ReturnType<typeof english>

// Read at each call: a publish rewrites these objects in place.
const written: Partial<Record<Lang, () => Record<ProseFact, string>>> = { en: english, es: () => factsEs }

export function factIn(lang: Lang, name: ProseFact): string {
  return (written[lang] ?? english)()[name]
}
