// Relative, as content/ is: the content modules read this without Vite's `~/` alias.
import { defaultLang, isLang, isPseudo, type Lang } from './locales'

/**
 * The owner's content in a language (decision 039): an item (an article, an author, a project) is
 * written in the default language, with the owner's version in another language stored under that
 * language's code. A page in a language shows the item's own version there, and lists no item the owner
 * has not written in it; a pseudo-locale, which the owner never writes in, shows the default
 * language's content, as it shows the default language's prose facts (`factIn`).
 */
export function contentLangOf(lang: Lang): Lang {
  return isPseudo(lang) ? defaultLang : lang
}

/** An item without its versions in other languages. */
export type WithoutVersions<T> = Omit<T, Lang>

function withoutVersions<T extends object>(item: T): WithoutVersions<T> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !isLang(key))) as WithoutVersions<T>
}

/** The owner's version of an item in a language, or undefined where they have not written it there. */
export function versionOf<V>(item: object, lang: Lang): V | undefined {
  return (item as Partial<Record<Lang, V>>)[contentLangOf(lang)]
}

/**
 * An item as a page in `lang` shows it: as written for the default language, or the owner's version
 * in `lang` over it (what the version leaves out stays), or null where the owner has not written it in
 * `lang`. Never with another language's words, so a page's data carries only its own (decision 034).
 */
export function itemIn<T extends object>(item: T, lang: Lang): WithoutVersions<T> | null {
  const base = withoutVersions(item)
  if (contentLangOf(lang) === defaultLang) return base
  const own = versionOf<Partial<T>>(item, lang)
  return own ? ({ ...base, ...own } as WithoutVersions<T>) : null
}

/**
 * An item's versions in other languages, each stored under its language's code (`item.es`): the
 * shape published snapshots and the database keep, whatever languages the list holds.
 */
export type Versions<V> = { [L in Lang]?: V }
