import { company } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { formatMessage } from '~/i18n/format-copy.server'
import { type Lang, pathIn } from '~/i18n/lang'
import { firstUnsupportedIn, type Project } from './figure-check.server'
import type { ReplyPiece } from './reply-source.server'

/** What ends a reply in place of a figure the facts do not support, in the reply's language. */
export function figureCutIn(lang: Lang): string {
  return formatMessage(lang, catalogs[lang].remy.figureCut, {
    estimator: pathIn(lang, '/estimator'),
    phone: company.phone,
  })
}

/**
 * A model's reply on its way to the visitor (decision 022): text streams on at
 * once until something that may start a figure (a `$`, a digit, a number word,
 * "lifetime", "percent"); from there the sentence is held back until it is
 * complete and its figures are checked. A sentence the facts support goes out
 * whole; one they do not is dropped, and the reply ends with the estimator link
 * and the phone number, marked `length` (cut).
 */

// Spanish number words too (decision 034): "cinco años de garantía" is a figure like "five years".
const RISKY =
  /\$|\busd\b|\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|lifetime|percent|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa|ciento)\b/i

/**
 * Where the sentence holding `from` ends: after a line break, or after `.`, `!`
 * or `?` followed by a space and a capital, a link, a list mark or the end.
 * Null while that cannot be told yet ("sq. ft." is not an end).
 */
export function sentenceEnd(text: string, from: number, final: boolean): number | null {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]
    if (ch === '\n') return i + 1
    if (ch !== '.' && ch !== '!' && ch !== '?') continue
    let j = i + 1
    while (j < text.length && /["')\]*_”’]/.test(text[j])) j++
    if (j >= text.length) return final ? text.length : null
    if (!/\s/.test(text[j])) continue
    let k = j
    while (k < text.length && (text[k] === ' ' || text[k] === '\t')) k++
    if (k >= text.length) return final ? text.length : null
    // Spanish sentences may open with ¿ or ¡, or an accented capital.
    if (/[\nA-ZÁÉÍÓÚÑ¿¡[\-*("“•]/.test(text[k])) return j
  }
  return final ? text.length : null
}

export type FigureCut = { figure: string; kind: string }

/** The model's pieces, with every figure checked before it is passed on. */
export async function* guardFigures(
  pieces: AsyncIterable<ReplyPiece>,
  project: Project,
  onCut?: (cut: FigureCut) => void,
  lang: Lang = 'en',
): AsyncGenerator<ReplyPiece> {
  let text = ''
  let released = 0
  let ended: ReplyPiece | undefined

  /** Text that may go out now; `cut` when a figure failed. */
  function drain(final: boolean): { out: string; cut?: FigureCut } {
    let out = ''
    while (released < text.length) {
      // Never judge half a word: "fiv" may still become "five", "$4,3" may grow.
      const partial = /\S+$/.exec(text)
      const safe = final || !partial ? text.length : partial.index
      const found = text.slice(released).search(RISKY)
      const start = found === -1 ? -1 : released + found
      if (start === -1 || start >= safe) {
        if (safe > released) {
          out += text.slice(released, safe)
          released = safe
        }
        return { out }
      }
      out += text.slice(released, start)
      released = start
      const end = sentenceEnd(text, start, final)
      if (end === null) return { out }
      const bad = firstUnsupportedIn(text, project, start, end)
      if (bad) return { out, cut: { figure: bad.text, kind: bad.kind } }
      out += text.slice(start, end)
      released = end
    }
    return { out }
  }

  function cutShort(seen: string, cut: FigureCut) {
    onCut?.(cut)
    const shown = seen.trimEnd()
    const trail = shown === '' || /[.!?:)\]]$/.test(shown) ? '' : ' …'
    return `${trail}${shown === '' ? '' : '\n\n'}${figureCutIn(lang)}`
  }

  let shownSoFar = ''
  try {
    for await (const piece of pieces) {
      if (typeof piece !== 'string') {
        ended = piece
        continue
      }
      text += piece
      const { out, cut } = drain(false)
      if (out) {
        shownSoFar += out
        yield out
      }
      if (cut) {
        yield cutShort(shownSoFar, cut)
        yield { finishReason: 'length' }
        return
      }
    }
  } catch (error) {
    // The provider broke off: what was said and checks out still reaches the visitor.
    const { out, cut } = drain(true)
    if (out && !cut) yield out
    throw error
  }
  const { out, cut } = drain(true)
  if (out) {
    shownSoFar += out
    yield out
  }
  if (cut) {
    yield cutShort(shownSoFar, cut)
    yield { finishReason: 'length' }
    return
  }
  if (ended) yield ended
}
