import { contactSchema } from '~/features/leads/schemas'

/**
 * Reading a hand-off request and the details it needs from the visitor's own
 * words. Validation is the contact form's: the same name, phone
 * and email rules and the same messages.
 */

const PERSON =
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|the\s+|your\s+|some\s*)?(real\s+|live\s+)?(person|human|one|body|someone|somebody|agent|representative|rep|staff|team|manager|owner|estimator)\b|\b(real|live|actual)\s+(person|human|agent)\b|\bhuman\b|\b(call|ring|phone)\s+me\b|\bcall[- ]?back\b|\b(have|get)\s+(someone|somebody|a person|the team)\s+(to\s+)?(call|contact|reach|phone)\b|\b(contact|reach)\s+me\b|\b(quote|site|estimate|estimating|in[- ]home|on[- ]site|measuring)\s+visit\b|\bcome\s+(out|over|by)\b.{0,40}\b(quote|measure|look|estimate)|\b(schedule|book|set up)\s+(a|an)\s+(visit|consultation|walkthrough|walk-through)\b/i

/** The visitor asks for a person, a call back or a quote visit. */
export function wantsPerson(message: string): boolean {
  return PERSON.test(message)
}

export const isYes = (message: string) =>
  /^\s*(y|yes|yeah|yep|yup|sure|ok|okay|correct|confirm(ed)?|that'?s (right|correct)|right|please( do)?|go ahead|do it)\b/i.test(
    message,
  ) && !/\b(no|not|wrong|change)\b/i.test(message)

export const isNo = (message: string) => /^\s*(no|nope|nah|wrong|not right|incorrect)\b/i.test(message)

export const isCancel = (message: string) =>
  /\b(never ?mind|cancel|forget it|no thanks|don'?t call|do not call|stop)\b/i.test(message)

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/
const NAMED =
  /\b(?:my name is|my name's|name is|name's|i am|i'm|this is)\s+([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,3})/iu
const FILLER =
  /\b(my|name|names|is|it's|its|phone|number|cell|mobile|email|e-mail|address|and|or|at|on|you|can|reach|me|call|text|the|ok|okay|sure|yes|please|thanks|thank|hi|hello|here|to|by)\b/gi
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
    .replace(/\s+/g, ' ')
    .trim()
  const candidate = (named ?? (answering ? leftover : ''))
    .replace(/\s+(and|or|at|my|phone|email)\b.*$/i, '')
    .replace(/[.\s]+$/, '')
    .trim()
  const words = candidate.split(/\s+/).filter(Boolean)
  if (candidate && words.length <= 4 && !NOT_A_NAME.test(candidate)) {
    const problem = first(contactSchema.shape.name.safeParse(candidate))
    if (!problem) details.name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
  }
  return details
}
