/**
 * `Intl` formatters, made once per locale and options and kept. Making one costs tens of microseconds
 * (an `Intl.DateTimeFormat` more) and formatting with it well under one; a page that made its own
 * for every figure spent more on making them than on the rest of its words (decision 042).
 */
const made = new Map<string, unknown>()

function kept<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ''}`
  let format = made.get(key) as T | undefined
  if (!format) {
    format = make()
    made.set(key, format)
  }
  return format
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options))

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options))

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  kept('plural', locale, options, () => new Intl.PluralRules(locale, options))

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
