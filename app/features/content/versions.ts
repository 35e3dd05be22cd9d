/**
 * The owner's versions of an item in other languages, as the console edits them (decision 039): one
 * fieldset per language the owner writes content in, derived from the list of locales. A version's
 * fields are posted under the language's code as Conform nests them (`es.title`), so the form's value
 * has the stored item's shape (`item.es = { title, … }`).
 */
import { z } from 'zod'
import { defaultLang, type Lang, servedLangs } from '~/i18n/locales'

/**
 * The languages the owner writes content in besides the default: the served ones. Never the
 * pseudo-locale, which shows the default language's content.
 */
export const versionLangs: readonly Lang[] = servedLangs.filter((lang) => lang !== defaultLang)

// The console stays in the default language (English): "Spanish", as the inbox names a lead's.
const languageNames = new Intl.DisplayNames(defaultLang, { type: 'language' })

/** A language's name in the console's words: "Spanish". */
export function languageName(lang: Lang): string {
  return languageNames.of(lang) ?? lang
}

/** An optional field of a version: left empty (or only spaces and line breaks) is not written. */
export function versionField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  )
}

/**
 * One optional version per language, keyed by its code, each checked as `schemaOf` words it for the
 * language's name. Typed for every code: a language outside `langs` posts nothing and reads undefined.
 */
export function versionShape<S extends z.ZodType>(langs: readonly Lang[], schemaOf: (name: string) => S) {
  return Object.fromEntries(langs.map((lang) => [lang, schemaOf(languageName(lang)).optional()])) as Record<
    Lang,
    z.ZodOptional<S>
  >
}

/**
 * Refuses half a version (decision 034): a page in a language would show the item partly in the
 * default language. `needed` are the fields a whole version has; an empty version is no version.
 */
export function refuseHalfVersions<V extends object>(
  langs: readonly Lang[],
  item: Partial<Record<Lang, V>>,
  needed: (version: Partial<V>) => readonly (keyof V & string)[],
  message: (name: string) => string,
  ctx: z.RefinementCtx,
) {
  for (const lang of langs) {
    const version: Partial<V> = item[lang] ?? {}
    const fields = needed(version)
    const filled = fields.filter((k) => given(version[k]))
    if (filled.length === 0 || filled.length === fields.length) continue
    for (const k of fields) {
      if (!given(version[k]))
        ctx.addIssue({ code: 'custom', path: [lang, k], message: message(languageName(lang)) })
    }
  }
}

/** Whether a field of a version was written: a list with an item, a text with a character. */
export const given = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '')

/**
 * The versions as stored, from the form's: `make` gives a language's version, or undefined where the
 * owner wrote none in it.
 */
export function versionsFrom<F, V>(
  input: Partial<Record<Lang, F>>,
  langs: readonly Lang[],
  make: (fields: F) => V | undefined,
): Partial<Record<Lang, V>> {
  const versions: Partial<Record<Lang, V>> = {}
  for (const lang of langs) {
    const fields = input[lang]
    const version = fields === undefined ? undefined : make(fields)
    if (version !== undefined) versions[lang] = version
  }
  return versions
}

/**
 * Each language's version as the form posts it (`es.title`), from `fields`, the version's fields as
 * strings (an unwritten version's empty).
 */
export function versionsToForm<V, F extends Record<string, string | undefined>>(
  item: Partial<Record<Lang, V>>,
  langs: readonly Lang[],
  fields: (version: V | undefined) => F,
): Record<`${Lang}.${string}`, string | undefined> {
  return Object.fromEntries(
    langs.flatMap((lang) => Object.entries(fields(item[lang])).map(([k, v]) => [`${lang}.${k}`, v])),
  )
}

/**
 * Posted names nested as Conform reads a form's default values: `{ 'es.title': … }` becomes
 * `{ es: { title: … } }`.
 */
export function formDefaults(posted: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(posted)) {
    const at = name.indexOf('.')
    if (at < 0) {
      nested[name] = value
      continue
    }
    const head = name.slice(0, at)
    const group = (nested[head] ?? {}) as Record<string, unknown>
    group[name.slice(at + 1)] = value
    nested[head] = group
  }
  return nested
}
