import * as z from 'zod/mini'
import { refusal } from '~/features/forms/refusal'

/**
 * What every visitor-typed text field refuses (decision 019): control
 * characters (Unicode category Cc: C0, DEL and C1), lone UTF-16
 * surrogates, which cannot be written as UTF-8 at all, noncharacters
 * (U+FFFE, U+FDD0…, which HTML forbids, so an echo broke the page), and the
 * bidirectional embedding, override and isolate controls, which make a name
 * read backwards in the console and in mail (a right-to-left mark is kept). PostgreSQL cannot
 * store NUL in text or jsonb, so without this check a NUL became a 500 on
 * insert. Multi-line fields (messages, notes) keep tab, line feed and
 * carriage return: browsers send a textarea's line breaks as CRLF.
 *
 * Written with zod/mini: the check it returns is a core check, so the lead
 * forms' mini schemas and the booking and estimator's classic schemas all take
 * it in `.check(...)` and stay one rule.
 */

export const CONTROL_CHARACTERS_MESSAGE = refusal('field.controlCharacters')

/** The staff console and the developer APIs are English only (decision 039): their schemas say it in words. */
export const CONTROL_CHARACTERS_IN_ENGLISH = 'Remove the control characters from this field.'

const singleLineForbidden = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069]/u
// The same, minus tab, line feed and carriage return.
const multiLineForbidden = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069]/u

export type TextKind = 'single-line' | 'multi-line'

/** True when the text holds nothing a person could not have meant to type. */
export function isCleanText(value: string, kind: TextKind = 'single-line'): boolean {
  return !(kind === 'multi-line' ? multiLineForbidden : singleLineForbidden).test(value)
}

/** A Zod check for a text field: `z.string().check(plainText())`, or `plainText('multi-line')`. */
export function plainText(kind: TextKind = 'single-line', message = CONTROL_CHARACTERS_MESSAGE) {
  // abort: one clear message; a later pattern check would only repeat the problem.
  return z.refine<string>((value) => isCleanText(value, kind), { error: message, abort: true })
}
