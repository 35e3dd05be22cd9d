import { defaultLang, type Lang } from '~/i18n/lang'
import { wordRefusal } from '~/i18n/refusals.server'

/**
 * A service's answer as a visitor reads it: every refusal code in it worded in a language (decision
 * 039), English unless named. Tests of services assert what people see, not the codes.
 */
export function worded<T>(value: T, lang: Lang = defaultLang): T {
  if (typeof value === 'string') return wordRefusal(lang, value) as T
  if (Array.isArray(value)) return value.map((v) => worded(v, lang)) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, worded(v, lang)])) as T
  }
  return value
}
