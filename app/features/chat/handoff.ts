import { contactSchema } from '~/features/leads/schemas'

/**
 * Reading a hand-off request and the details it needs from the visitor's own
 * words. Validation is the contact form's: the same name, phone
 * and email rules and the same messages.
 */

const PERSON =
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|the\s+|your\s+|some\s*)?(real\s+|live\s+)?(person|human|one|body|someone|somebody|agent|representative|rep|staff|team|manager|owner|estimator)\b|\b(real|live|actual)\s+(person|human|agent)\b|\bhuman\b|\b(call|ring|phone)\s+me\b|\bcall[- ]?back\b|\b(have|get)\s+(someone|somebody|a person|the team)\s+(to\s+)?(call|contact|reach|phone)\b|\b(contact|reach)\s+me\b|\b(quote|site|estimate|estimating|in[- ]home|on[- ]site|measuring)\s+visit\b|\bcome\s+(out|over|by)\b.{0,40}\b(quote|measure|look|estimate)|\b(schedule|book|set up)\s+(a|an)\s+(visit|consultation|walkthrough|walk-through)\b/i

// The same requests in Spanish (decision 034): a visitor may ask in either language on any page.
const PERSON_ES =
  /\b(hablar|comunicarme|platicar)\s+con\s+(una\s+|un\s+|el\s+|la\s+|alguien|su\s+)?(persona|humano|agente|representante|equipo|gerente|due[ñn]o|estimador|alguien)|\bpersona\s+real\b|\bun\s+humano\b|\bll[aá]m(e|en)me\b|\bque\s+me\s+(llamen|llame|contacten|contacte)\b|\b(me\s+pueden|pueden|puede)\s+(llamar|contactar)me\b|\bcont[aá]ct(e|en)me\b|\bvisita\s+(para|de)\s+(cotizaci[oó]n|estimado|medir)|\bque\s+vengan?\s+a\s+(ver|medir)|\b(agendar|programar)\s+una\s+visita\b/i

/** The visitor asks for a person, a call back or a quote visit. */
export function wantsPerson(message: string): boolean {
  return PERSON.test(message) || PERSON_ES.test(message)
}

export const isYes = (message: string) =>
  /^\s*(y|yes|yeah|yep|yup|sure|ok|okay|correct|confirm(ed)?|that'?s (right|correct)|right|please( do)?|go ahead|do it|s[ií]|claro|correcto|de acuerdo|est[aá] bien|adelante|por favor|confirmo|h[aá]galo)(?!\p{L})/iu.test(
    message,
  ) && !/(?<!\p{L})(no|not|wrong|change|cambi\p{L}*|mal)(?!\p{L})/iu.test(message)

export const isNo = (message: string) =>
  /^\s*(no|nope|nah|wrong|not right|incorrect|incorrecto|est[aá] mal)(?!\p{L})/iu.test(message)

export const isCancel = (message: string) =>
  /(?<!\p{L})(never ?mind|cancel|forget it|no thanks|don'?t call|do not call|stop|olv[ií]delo|cancel(ar|e)|no,? gracias|no me llamen|d[eé]jelo)(?!\p{L})/iu.test(
    message,
  )

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/
const NAMED =
  /(?<!\p{L})(?:my name is|my name's|name is|name's|i am|i'm|this is|me llamo|mi nombre es|soy)\s+([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,3})/iu
const FILLER =
  /\b(my|name|names|is|it's|its|phone|number|cell|mobile|email|e-mail|address|and|or|at|on|you|can|reach|me|call|text|the|ok|okay|sure|yes|please|thanks|thank|hi|hello|here|to|by)\b/gi
const FILLER_ES =
  /(?<!\p{L})(mi|nombre|es|tel[eé]fono|n[uú]mero|celular|correo|electr[oó]nico|y|o|en|me|pueden|puede|llamar|escribir|s[ií]|gracias|hola|por|favor|aqu[ií])(?!\p{L})/giu
const NOT_A_NAME_ES =
  /(?<!\p{L})(c[oó]mo|qu[eé]|cu[aá]nto|cu[aá]ndo|d[oó]nde|precio|costo|piso|garaje|cotizaci[oó]n|visita|persona|alguien|equipo|hablar)(?!\p{L})/iu
const NOT_A_NAME =
  /\b(how|what|when|where|why|which|price|cost|floor|garage|epoxy|quote|visit|person|someone)\b/i

export type Details = {
  name?: string
  phone?: string
  email?: string
  /** The contact form's message for a detail that was given but is not valid. */
  problems: string[]
}

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : (result.error?.issues[0]?.message ?? 'That does not look right.')

/**
 * The name, phone and email in a message, each checked as the contact form
 * checks it. A bare name ("Jane Doe") counts only when `answering` (Remy has
 * just asked for it); otherwise only "my name is…" does.
 */
export function readDetails(message: string, answering = true): Details {
  const details: Details = { problems: [] }
  let rest = message
  const email = EMAIL.exec(rest)?.[0]
  if (email) {
    rest = rest.replace(email, ' ')
    const problem = first(contactSchema.shape.email.safeParse(email))
    if (problem) details.problems.push(problem)
    else details.email = email.trim()
  }
  const phone = PHONE.exec(rest)?.[0]
  if (phone && phone.replace(/\D/g, '').length >= 7) {
    rest = rest.replace(phone, ' ')
    const problem = first(contactSchema.shape.phone.safeParse(phone))
    if (problem) details.problems.push(problem)
    else details.phone = phone.trim()
  }
  const named = NAMED.exec(rest)?.[1]
  const leftover = rest
    // Words holding digits or @ are half-typed numbers or addresses, never a name.
    .replace(/\S*[\d@]\S*/g, ' ')
    .replace(/[^\p{L}'’.\s-]/gu, ' ')
    .replace(FILLER, ' ')
    .replace(FILLER_ES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const candidate = (named ?? (answering ? leftover : ''))
    .replace(/\s+(and|or|at|my|phone|email|y|o|mi|tel[eé]fono|correo)(?!\p{L}).*$/iu, '')
    .replace(/[.\s]+$/, '')
    .trim()
  const words = candidate.split(/\s+/).filter(Boolean)
  if (candidate && words.length <= 4 && !NOT_A_NAME.test(candidate) && !NOT_A_NAME_ES.test(candidate)) {
    const problem = first(contactSchema.shape.name.safeParse(candidate))
    if (!problem) details.name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
  }
  return details
}
