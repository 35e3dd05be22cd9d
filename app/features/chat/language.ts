import type { Lang } from '~/i18n/lang'

/**
 * The language of a visitor's message, when it is clear (decision 034): Remy answers a message
 * plainly written in Spanish in Spanish, even on an English page, and the reverse. A short or mixed
 * message ("sí", a name, a phone number) says nothing, and the conversation keeps its language.
 */

// Letters only as edges: `\b` treats "á" as a boundary, which would split "garantía".
const words = (list: string) => new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, 'giu')

const SPANISH = words(
  [
    'hola',
    'gracias',
    'buen[oa]s',
    'cu[aá]nto',
    'cu[aá]nta',
    'cuesta',
    'cuestan',
    'costo',
    'precios?',
    'garajes?',
    'cocheras?',
    's[oó]tanos?',
    'bodegas?',
    'pisos?',
    'pies',
    'cuadrados',
    'quiero',
    'necesito',
    'tienen',
    'ustedes',
    'usted',
    'd[ií]as',
    'tarda',
    'garant[ií]a',
    'qu[eé]',
    'c[oó]mo',
    'cu[aá]ndo',
    'd[oó]nde',
    'para',
    'por',
    'mi',
    'el',
    'los',
    'las',
    'una?',
    'con',
    'hacen',
    'trabajo',
    'empleo',
    'hablar',
    'persona',
    'tel[eé]fono',
    'llamen',
    'hojuelas',
    'met[aá]lico',
    'sirven',
    'c[oó]digo',
    'postal',
    'es',
    'y',
    'de',
    'del',
    'en',
    'me',
    'se',
  ].join('|'),
)
const ENGLISH = words(
  [
    'the',
    'how',
    'what',
    'much',
    'does',
    'do',
    'is',
    'are',
    'you',
    'your',
    'my',
    'price',
    'cost',
    'garage',
    'floors?',
    'for',
    'with',
    'and',
    'hi',
    'hello',
    'thanks',
    'want',
    'need',
    'can',
    'when',
    'where',
    'of',
    'long',
    'take',
    'warranty',
    'in',
    'it',
  ].join('|'),
)
const MARKS = /[¿¡ñáéíóú]/iu

/** 'es' or 'en' when the message is clearly in that language, otherwise null. */
export function languageOf(message: string): Lang | null {
  const es = (message.match(SPANISH)?.length ?? 0) + (MARKS.test(message) ? 1 : 0)
  const en = message.match(ENGLISH)?.length ?? 0
  if (es >= 2 && es > en) return 'es'
  if (en >= 2 && en > es) return 'en'
  return null
}
