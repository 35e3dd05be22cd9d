import { company, floorCareClub } from '~/content/business'
import { percent } from '~/content/format'
import type { Lang } from '~/i18n/lang'

/**
 * Requests Remy refuses whoever answers (decision 022): attempts to change its
 * rules (OWASP LLM01), discounts, and promises of a price. They are caught on
 * the visitor's words before any model is called, and answered by the
 * built-in assistant with the prefaces below.
 */

const INJECTION =
  /((ignore|disregard|forget|override|bypass)\b.{0,30}\b(previous|prior|above|earlier|rules?|instructions?|guidelines|prompt|restrictions?|polic(y|ies)))|system prompt|you are now|pretend|jailbreak|developer mode|reveal (your|the) (prompt|instructions|key)|api key|act as\b/

const DISCOUNT =
  /\b(discounts?|coupons?|promo|deal|cheaper|price match|free install|lower (the )?price|negotiat)/

/** Asked to confirm, promise or guarantee a figure or a price. */
const PROMISE =
  /\b(promise|guarantee|confirm|commit to|lock in|honou?r|in writing)\b.{0,80}(\$\s?\d|\bprices?\b|\bcosts?\b|\bquotes?\b|\brates?\b|\btotal\b)|(\$\s?\d[\d,.]*).{0,80}\b(guaranteed|promised|locked in|confirmed|binding|in writing)\b/

// The same requests in Spanish (decision 034): a visitor may ask in either language on any page.
const INJECTION_ES =
  /((ignor[ae]|olvid[ae]|omit[ae]|descart[ae])\b.{0,30}\b(instrucciones|reglas|indicaciones|pol[ií]ticas?))|prompt del sistema|ahora eres|finge|act[uú]a como|modo desarrollador|clave de (la )?api/
const DISCOUNT_ES =
  /\b(descuentos?|cupones?|promoci[oó]n|ofertas?|m[aá]s barato|rebaja|igualar el precio|instalaci[oó]n gratis|negociar)/
const PROMISE_ES =
  /\b(prometa|prometer|promete|garantice|garantizar|garantiza|confirme|confirmar|comprom[eé]t|por escrito)\b.{0,80}(\$\s?\d|\bprecios?\b|\bcostos?\b|\bcotizaci[oó]n|\btarifas?\b|\btotal\b)/

export type Refusal = 'injection' | 'discount' | 'promise'

const prefacesEs: Record<Refusal, string> = {
  injection: `Solo comparto los datos y las cifras publicados de ${company.name}; no puedo cambiar precios, prometer descuentos ni hacer compromisos en nombre del equipo.`,
  discount: `No puedo ofrecer descuentos ni precios definitivos: el equipo confirma cada cotización. Los ahorros publicados son los del Floor Care Club (${percent(floorCareClub.discount)} de descuento para miembros) y los niveles de nuestros socios constructores.`,
  promise:
    'Aquí no puedo prometer, confirmar ni garantizar un precio: los estimados no son cotizaciones definitivas, y el equipo confirma cada cotización después de ver el piso.',
}

const prefaces: Record<Refusal, string> = {
  injection: `I only share ${company.name}'s published facts and figures, and I can't change prices, promise discounts or make commitments for the team.`,
  discount: `I can't offer discounts or binding prices: the team confirms every quote. The published savings are the Floor Care Club (${percent(floorCareClub.discount)} off for members) and our builder partner tiers.`,
  promise:
    "I can't promise, confirm or guarantee a price here: estimates are not binding quotes, and the team confirms every quote after seeing the floor.",
}

/** What in the visitor's message Remy must refuse, in the order the prefaces are said. */
export function refusalsIn(message: string): Refusal[] {
  const text = message.toLowerCase().replace(/\s+/g, ' ')
  const found: Refusal[] = []
  if (INJECTION.test(text) || INJECTION_ES.test(text)) found.push('injection')
  if (DISCOUNT.test(text) || DISCOUNT_ES.test(text)) found.push('discount')
  // The injection preface already says Remy makes no commitments.
  if (!found.includes('injection') && (PROMISE.test(text) || PROMISE_ES.test(text))) found.push('promise')
  return found
}

/** The sentences that open a reply to a refused request, in the reply's language. */
export function refusalPrefaces(message: string, lang: Lang = 'en'): string[] {
  return refusalsIn(message).map((r) => (lang === 'es' ? prefacesEs : prefaces)[r])
}
