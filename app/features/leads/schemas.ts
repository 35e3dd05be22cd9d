import * as z from 'zod/mini'
import { careers } from '~/content/business'
import { serviceInterests } from '~/content/contact'
import { jobRoles } from '~/content/job-roles'
import {
  annualProjectsOptions,
  partnerTypes,
  referralEstimateOptions,
  yearsInBusinessOptions,
} from '~/content/partner-application'
import { plainText, type TextKind } from '~/features/security/text'
import { limits } from './limits'

// zod/mini: these schemas also run in the browser, loaded on first focus of a
// form; mini keeps that chunk a third of classic Zod's size (decision 010).

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

// Every text field refuses control characters (decision 019); only the
// multi-line ones (message, about) keep tabs and line breaks.
function text(required: string, max: number, tooLong: string, kind: TextKind = 'single-line') {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), plainText(kind))
}

function optionalText(max: number, tooLong: string, kind: TextKind = 'single-line') {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong), plainText(kind)))
}

const name = text('Enter your name.', limits.name, `Keep your name under ${limits.name} characters.`)

const email = z
  .string({ error: 'Enter your email address.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.maxLength(limits.email, 'That email address is too long.'),
    plainText(),
    z.regex(z.regexes.email, 'Enter a valid email address, like name@example.com.'),
  )

const phonePattern = /^[0-9+().\-\s]*$/
const phoneChecks = [
  z.trim(),
  z.maxLength(limits.phone, `Keep the phone number under ${limits.phone} characters.`),
  plainText(),
  z.regex(phonePattern, 'Use digits and + ( ) - only in the phone number.'),
  z.refine<string>(
    (v) => v === '' || v.replace(/\D/g, '').length >= 7,
    'Enter a phone number with area code, like (470) 555-0142.',
  ),
] as const
const phone = z
  .string({ error: 'Enter your phone number.' })
  .check(...phoneChecks, z.minLength(1, 'Enter your phone number.'))
const optionalPhone = z.optional(z.string().check(...phoneChecks))

/** Contact form: name, email and message required. */
export const contactSchema = z.object({
  name,
  email,
  phone: optionalPhone,
  interest: z.optional(z.enum(values(serviceInterests), { error: 'Choose one of the listed services.' })),
  message: text(
    'Tell us a little about your project.',
    limits.message,
    `Keep your message under ${limits.message} characters.`,
    'multi-line',
  ),
})

const maxMb = Math.round(careers.resumeMaxBytes / (1024 * 1024))

export const resumeMessages = {
  missing: 'Attach your resume as a PDF.',
  notPdf: 'Your resume must be a PDF file. Save it as PDF and attach it again.',
  tooLarge: `Your resume is larger than ${maxMb} MB. Attach a smaller PDF.`,
  empty: 'That file is empty. Attach your resume as a PDF.',
} as const

/**
 * Job application. The browser can only check the file's name
 * and type; the server checks the bytes (see resume.ts).
 */
export const jobApplicationSchema = z.object({
  // Checked against the roles open now, which the owner opens and closes (decision 033). The browser's
  // select offers only the roles its page was rendered with; the server holds the live list.
  role: z.string({ error: 'Choose one of the open roles.' }).check(
    z.minLength(1, 'Choose one of the open roles.'),
    z.refine(
      (id: string) => typeof document !== 'undefined' || jobRoles.some((r) => r.id === id),
      'Choose one of the open roles.',
    ),
  ),
  name,
  email,
  phone,
  resume: z.file({ error: resumeMessages.missing }).check(
    z.refine((f: File) => f.size > 0, resumeMessages.empty),
    z.refine((f: File) => f.size <= careers.resumeMaxBytes, resumeMessages.tooLarge),
    z.refine((f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name), resumeMessages.notPdf),
  ),
  videoUrl: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(limits.url, `Keep the link under ${limits.url} characters.`),
      plainText(),
      z.refine((v: string) => isWebUrl(v), 'Enter a full link starting with https://, or leave it empty.'),
    ),
  ),
})

/** Partner application: the selects are required as well. */
export const partnerApplicationSchema = z.object({
  companyName: text(
    'Enter your company name.',
    limits.company,
    `Keep the company name under ${limits.company} characters.`,
  ),
  contactName: text(
    'Enter the primary contact’s name.',
    limits.name,
    `Keep the name under ${limits.name} characters.`,
  ),
  email,
  phone,
  partnerType: z.enum(values(partnerTypes), { error: 'Choose your partner type.' }),
  yearsInBusiness: z.enum(values(yearsInBusinessOptions), {
    error: 'Choose how long you have been in business.',
  }),
  annualProjects: z.enum(values(annualProjectsOptions), {
    error: 'Choose how many projects you run a year.',
  }),
  territoryInterest: text(
    'Enter your primary service area.',
    limits.territory,
    `Keep the service area under ${limits.territory} characters.`,
  ),
  referralEstimate: z.optional(
    z.enum(values(referralEstimateOptions), { error: 'Choose one of the listed referral estimates.' }),
  ),
  aboutBusiness: optionalText(limits.about, `Keep this under ${limits.about} characters.`, 'multi-line'),
  agreedToTerms: z
    .boolean({ error: 'Agree to the partnership terms to continue.' })
    .check(z.refine((v: boolean) => v, 'Agree to the partnership terms to continue.')),
})

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** The hidden field bots fill in (see <Honeypot/>). */
export const HONEYPOT_FIELD = 'website'

export const leadSchemas = {
  contact: contactSchema,
  job: jobApplicationSchema,
  partner: partnerApplicationSchema,
} as const

export type LeadKind = keyof typeof leadSchemas
