import { type RefusalGroup, type RefusalWords, readRefusal } from '~/features/forms/refusal'
import { catalogs } from './catalogs.server'
import { formatMessage } from './format-copy.server'
import type { Lang } from './locales'

/**
 * A refusal in a language (decision 039): its code's message from the language's catalog, formatted
 * with its values. Text that is not a refusal is returned as it is.
 */
export function wordRefusal(lang: Lang, message: string): string {
  const found = readRefusal(message)
  if (!found) return message
  const group = catalogs[lang].refusals[found.group] as Record<string, string> | undefined
  const template = group?.[found.key]
  return template === undefined ? message : formatMessage(lang, template, found.values)
}

/** Every message of a field-errors map (Conform's `error`, a JSON API's `fieldErrors`) in a language. */
export function wordFieldErrors<T extends Record<string, readonly string[] | null | undefined>>(
  lang: Lang,
  errors: T,
): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list ? list.map((m) => wordRefusal(lang, m)) : list,
    ]),
  ) as T
}

/**
 * The messages of the groups a page's browser checks itself, in the page's language, keyed by code:
 * the page carries its own language's words only (decision 039).
 */
export function refusalWords(lang: Lang, groups: readonly RefusalGroup[]): RefusalWords {
  const catalog = catalogs[lang].refusals
  return Object.fromEntries(
    groups.flatMap((group) =>
      Object.entries(catalog[group] as Record<string, string>).map(([key, text]) => [
        `${group}.${key}`,
        text,
      ]),
    ),
  )
}
