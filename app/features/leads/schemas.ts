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
import { refusal } from '~/features/forms/refusal'
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

const name = text(refusal('lead.nameMissing'), limits.name, refusal('lead.nameTooLong', { max: limits.name }))

const email = z
  .string({ error: refusal('lead.emailMissing') })
  .check(
    z.trim(),
    z.minLength(1, refusal('lead.emailMissing')),
    z.maxLength(limits.email, refusal('lead.emailTooLong')),
    plainText(),
    z.regex(z.regexes.email, refusal('lead.emailInvalid')),
  )

const phonePattern = /^[0-9+().\-\s]*$/
const phoneChecks = [
  z.trim(),
  z.maxLength(limits.phone, refusal('lead.phoneTooLong', { max: limits.phone })),
  plainText(),
  z.regex(phonePattern, refusal('lead.phoneCharacters')),
  z.refine<string>((v) => v === '' || v.replace(/\D/g, '').length >= 7, refusal('lead.phoneTooShort')),
] as const
const phone = z
  .string({ error: refusal('lead.phoneMissing') })
  .check(...phoneChecks, z.minLength(1, refusal('lead.phoneMissing')))
const optionalPhone = z.optional(z.string().check(...phoneChecks))

/** Contact form: name, email and message required. */
export const contactSchema = z.object({
  name,
  email,
  phone: optionalPhone,
  interest: z.optional(z.enum(serviceInterests, { error: refusal('lead.interestUnknown') })),
  message: text(
    refusal('lead.messageMissing'),
    limits.message,
    refusal('lead.messageTooLong', { max: limits.message }),
    'multi-line',
  ),
})

const maxMb = Math.round(careers.resumeMaxBytes / (1024 * 1024))

export const resumeMessages = {
  missing: refusal('lead.resumeMissing'),
  notPdf: refusal('lead.resumeNotPdf'),
  tooLarge: refusal('lead.resumeTooLarge', { mb: maxMb }),
  empty: refusal('lead.resumeEmpty'),
} as const

/**
 * Job application. The browser can only check the file's name
 * and type; the server checks the bytes (see resume.ts).
 */
export const jobApplicationSchema = z.object({
  // Checked against the roles open now, which the owner opens and closes (decision 033). The browser's
  // select offers only the roles its page was rendered with; the server holds the live list.
  role: z.string({ error: refusal('lead.roleUnknown') }).check(
    z.minLength(1, refusal('lead.roleUnknown')),
    z.refine(
      (id: string) => typeof document !== 'undefined' || jobRoles.some((r) => r.id === id),
      refusal('lead.roleUnknown'),
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
      z.maxLength(limits.url, refusal('lead.linkTooLong', { max: limits.url })),
      plainText(),
      z.refine((v: string) => isWebUrl(v), refusal('lead.linkInvalid')),
    ),
  ),
})

/** Partner application: the selects are required as well. */
export const partnerApplicationSchema = z.object({
  companyName: text(
    refusal('lead.companyMissing'),
    limits.company,
    refusal('lead.companyTooLong', { max: limits.company }),
  ),
  contactName: text(
    refusal('lead.contactNameMissing'),
    limits.name,
    refusal('lead.contactNameTooLong', { max: limits.name }),
  ),
  email,
  phone,
  partnerType: z.enum(values(partnerTypes), { error: refusal('lead.partnerTypeMissing') }),
  yearsInBusiness: z.enum(values(yearsInBusinessOptions), {
    error: refusal('lead.yearsInBusinessMissing'),
  }),
  annualProjects: z.enum(values(annualProjectsOptions), {
    error: refusal('lead.annualProjectsMissing'),
  }),
  territoryInterest: text(
    refusal('lead.territoryMissing'),
    limits.territory,
    refusal('lead.territoryTooLong', { max: limits.territory }),
  ),
  referralEstimate: z.optional(
    z.enum(values(referralEstimateOptions), { error: refusal('lead.referralEstimateUnknown') }),
  ),
  aboutBusiness: optionalText(
    limits.about,
    refusal('lead.aboutTooLong', { max: limits.about }),
    'multi-line',
  ),
  agreedToTerms: z
    .boolean({ error: refusal('lead.termsNotAgreed') })
    .check(z.refine((v: boolean) => v, refusal('lead.termsNotAgreed'))),
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
