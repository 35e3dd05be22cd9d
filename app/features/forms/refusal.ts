import type { Refusals } from '~/content/en/refusals'
import { numberFormat } from '~/i18n/intl-formats'

/**
 * A refusal is a code and its values, never a sentence (decision 039): the schemas and services say
 * `refusal('lead.nameTooLong', { max: 100 })`, and each language words it from its catalog
 * (`app/content/<lang>/refusals.ts`). Zod and Conform carry messages as strings, so the code and its
 * values travel as one: `lead.nameTooLong{"max":100}`.
 */
export type RefusalGroup = keyof Refusals
export type RefusalCode = { [G in RefusalGroup]: `${G}.${keyof Refusals[G] & string}` }[RefusalGroup]
export type RefusalValues = Record<string, string | number>

export function refusal(code: RefusalCode, values?: RefusalValues): string {
  return values ? `${code}${JSON.stringify(values)}` : code
}

const shape = /^([a-zA-Z]+)\.([a-zA-Z]+)(\{.*\})?$/s

/** The code and values in a refusal's string, or null for any other text. */
export function readRefusal(
  message: string,
): { group: RefusalGroup; key: string; values: RefusalValues } | null {
  const match = shape.exec(message)
  if (!match) return null
  let values: RefusalValues = {}
  if (match[3]) {
    try {
      values = JSON.parse(match[3]) as RefusalValues
    } catch {
      return null
    }
  }
  return { group: match[1] as RefusalGroup, key: match[2], values }
}

/** A group's messages as a page sends them to its browser: code → the language's message. */
export type RefusalWords = Record<string, string>

/**
 * A refusal the browser found itself, in the page's language: its message with `{name}` and
 * `{name, number}` filled (the only forms these messages take; a test holds it). Text that is not a
 * refusal is shown as it is.
 */
export function wordRefusalIn(words: RefusalWords, intl: string, message: string): string {
  const found = readRefusal(message)
  const template = found ? words[`${found.group}.${found.key}`] : undefined
  if (!found || template === undefined) return message
  return template.replace(/\{(\w+)(, number)?\}/g, (mark, name: string, number?: string) => {
    const value = found.values[name]
    if (value === undefined) return mark
    return number && typeof value === 'number' ? numberFormat(intl).format(value) : String(value)
  })
}
