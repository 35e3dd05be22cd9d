import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { intlOf, type Lang } from './lang'

/**
 * Copy in another language is written as ICU messages (decision 034): placeholders for the business's
 * facts (`{phone}`), plural rules (`{days, plural, one {# día} other {# días}}`). Lingui compiles and
 * formats them here, on the server, so the browser receives finished strings and loads no i18n
 * runtime; English pages carry no Spanish bytes.
 */
const compiled = new Map<string, ReturnType<typeof compileMessage>>()
const runtimes = new Map<Lang, I18n>()

function runtime(lang: Lang): I18n {
  let i18n = runtimes.get(lang)
  if (!i18n) {
    i18n = setupI18n({ locale: intlOf(lang), messages: { [intlOf(lang)]: {} } })
    runtimes.set(lang, i18n)
  }
  return i18n
}

export type Values = Record<string, string | number>

/** One ICU message, formatted for a language with its values. */
export function formatMessage(lang: Lang, message: string, values: Values = {}): string {
  const i18n = runtime(lang)
  const key = `${lang}\u0000${message}`
  if (!compiled.has(key)) {
    const tokens = compileMessage(message)
    compiled.set(key, tokens)
    // The compiled message is its own catalog entry, so Lingui formats it without a compiler. Loaded
    // once: \`load\` copies the whole catalog, and a page formats hundreds of messages.
    i18n.load(intlOf(lang), { [message]: tokens })
  }
  return i18n._(message, values)
}

/** A copy object's strings, every one formatted; numbers, booleans and paths' shape kept. */
export type Formatted<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Formatted<U>[]
    : T extends object
      ? { [K in keyof T]: Formatted<T[K]> }
      : T

export function formatCopy<T>(lang: Lang, copy: T, values: Values = {}): Formatted<T> {
  if (typeof copy === 'string') return formatMessage(lang, copy, values) as Formatted<T>
  if (Array.isArray(copy)) return copy.map((c) => formatCopy(lang, c, values)) as Formatted<T>
  if (copy && typeof copy === 'object') {
    return Object.fromEntries(
      Object.entries(copy).map(([k, v]) => [k, formatCopy(lang, v, values)]),
    ) as Formatted<T>
  }
  return copy as Formatted<T>
}
