/**
 * What the console's Content forms accept (decision 033): every field limited, and every refusal
 * says what to change in the editor's words. Shared by the form and the server.
 */
import { z } from 'zod'
import { finishKeys, spaceKeys } from '~/content/facts-and-prices'
import { finishes } from '~/content/finishes'
import { projectCategories, projectFinishKinds } from '~/content/projects'
import { testimonialRoles } from '~/content/testimonials'
import { CONTROL_CHARACTERS_IN_ENGLISH, plainText } from '~/features/security/text'
import type { Lang } from '~/i18n/locales'
import { given, languageName, refuseHalfVersions, versionField, versionShape } from './versions'

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`)
    .check(plainText('single-line', CONTROL_CHARACTERS_IN_ENGLISH))
    // Facts are shown as text everywhere; angle brackets are never part of one.
    .refine((v) => !/[<>]/.test(v), `The ${label} cannot contain < or >.`)

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${label} as a number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} must be at most ${max}.`)

const amount = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${label} as a number.` })
    .refine((n) => Number.isFinite(n), `Enter the ${label} as a number.`)
    .refine((n) => n >= min && n <= max, `The ${label} must be between ${min} and ${max}.`)
    .refine(
      (n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `Give the ${label} to the cent at most.`,
    )

/** A US phone number: ten digits, written as people read it. */
const usPhone = z
  .string({ error: 'Enter the phone number.' })
  .trim()
  .refine(
    (v) => /^\+?1?[\s.-]*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/.test(v),
    'Enter a US phone number, like (470) 555-0142.',
  )
  .transform((v) => {
    const d = v.replace(/\D/g, '').slice(-10)
    return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
  })

const webLink = z
  .string()
  .trim()
  .max(200, 'Keep each link under 200 characters.')
  .refine(
    (v) => URL.canParse(v) && new URL(v).protocol === 'https:',
    'Each link must be a full address starting with https://.',
  )

/** One item per line: the counties, the social links ("Label https://…"). */
export const lines = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : v

/**
 * An install time as days from–to (decision 039): each language words the numbers, so the owner
 * edits them once rather than a sentence per language.
 */
const daySpan = (label: string) =>
  z
    .object(
      {
        min: wholeNumber(`fewest days of the ${label}`, 1, 60),
        max: wholeNumber(`most days of the ${label}`, 1, 60),
      },
      { error: `Enter the days of the ${label}.` },
    )
    .refine((s) => s.min <= s.max, {
      message: `The most days of the ${label} must be at least its fewest.`,
      path: ['max'],
    })
    .transform((s) => ({ min: s.min, max: s.max, unit: 'day' as const }))

/**
 * The owner's prose facts in another language (decision 039), each checked as the default's: a
 * language's version is whole or absent (`factsFormSchemaIn` refuses the rest).
 */
const factsVersion = (name: string) =>
  z.object({
    hours: versionField(text(`opening hours in ${name}`, 120)),
    warrantyLabel: versionField(text(`warranty wording in ${name}`, 80)),
    lifetimeWarrantyLabel: versionField(text(`lifetime warranty wording in ${name}`, 80)),
  })

/** The prose facts' names in the console's words, in the order the form shows them. */
export const factsVersionFields = {
  hours: 'opening hours',
  warrantyLabel: 'warranty wording',
  lifetimeWarrantyLabel: 'lifetime warranty wording',
} as const

/** The business facts, with a version of their prose per language in `langs` (decision 039). */
export const factsSchemaIn = (langs: readonly Lang[]) =>
  z.object({
    ...factsFields,
    ...versionShape(langs, factsVersion),
  })

const factsFields = {
  phone: usPhone,
  email: z
    .string({ error: 'Enter the email address.' })
    .trim()
    .max(120, 'Keep the email address under 120 characters.')
    .pipe(z.email('Enter an email address like hello@example.com.')),
  hours: text('opening hours', 120),
  city: text('city', 60),
  state: z
    .string({ error: 'Enter the state.' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'Enter the state as two capital letters, like GA.'),
  region: text('region', 60),
  serviceRadiusMiles: wholeNumber('service radius', 1, 200),
  counties: z.preprocess(
    lines,
    z.array(text('county', 40)).min(1, 'List at least one county.').max(30, 'List at most 30 counties.'),
  ),
  social: z.preprocess(
    // Missing (a post without the field) is no links, not a crash: hostile input is a 4xx (decision 019).
    (v) =>
      ((lines(v) as string[] | undefined) ?? []).map((line) => {
        const at = line.lastIndexOf(' ')
        return at < 0
          ? { label: '', href: line }
          : { label: line.slice(0, at).trim(), href: line.slice(at + 1) }
      }),
    z.array(z.object({ label: text('link name', 40), href: webLink })).max(6, 'List at most 6 social links.'),
  ),
  warrantyYears: wholeNumber('warranty term in years', 1, 50),
  warrantyLabel: text('warranty wording', 80),
  lifetimeWarrantyLabel: text('lifetime warranty wording', 80),
  installAverage: daySpan('average install'),
  installResidential: daySpan('residential install'),
  installLargerCommercial: daySpan('larger commercial install'),
  installProcess: daySpan('install on the process page'),
  // The deposit a booking takes when payments are configured (decision 041). Absent from a post made
  // before it existed: the published rule stays the seed's. Dollars here; stored as cents.
  depositKind: z.enum(['fixed', 'percent'], { error: 'Choose a fixed deposit or a percentage.' }).optional(),
  depositAmount: amount('fixed deposit in dollars', 0.5, 100_000).optional(),
  depositPercent: amount('deposit percentage', 0.01, 100).optional(),
  depositMinimum: amount('smallest deposit in dollars', 0.5, 100_000).optional(),
}

const factor = (label: string) => amount(label, 0.5, 5)

export const priceBookSchema = z
  .object({
    baseRateLow: amount('low rate per sq ft', 0.5, 100),
    baseRateHigh: amount('high rate per sq ft', 0.5, 100),
    spaceFactors: z.object(
      Object.fromEntries(spaceKeys.map((k) => [k, factor(`${k} factor`)])) as Record<
        (typeof spaceKeys)[number],
        ReturnType<typeof factor>
      >,
    ),
    finishMultipliers: z.object(
      Object.fromEntries(finishKeys.map((k) => [k, factor(`${k.replace('-', ' ')} multiplier`)])) as Record<
        (typeof finishKeys)[number],
        ReturnType<typeof factor>
      >,
    ),
    dayThresholds: z
      .array(
        z.object({
          below: wholeNumber('size band (sq ft)', 100, 100_000),
          days: wholeNumber('install days', 1, 30),
        }),
      )
      .min(1, 'Keep at least one size band.')
      .max(8, 'Use at most 8 size bands.'),
    maxDays: wholeNumber('install days for the largest floors', 1, 30),
    floorCare: z.object({
      priceLaunch: wholeNumber('Floor Care Club launch price', 1, 10_000),
      priceRegular: wholeNumber('Floor Care Club regular price', 1, 10_000),
    }),
    commercialPlanPrices: z.object({
      essential: wholeNumber('Essential plan price', 1, 100_000),
      professional: wholeNumber('Professional plan price', 1, 100_000),
    }),
  })
  .superRefine((book, ctx) => {
    if (book.baseRateLow > book.baseRateHigh) {
      ctx.addIssue({
        code: 'custom',
        path: ['baseRateHigh'],
        message: 'The high rate must be at least the low rate.',
      })
    }
    book.dayThresholds.forEach((band, i) => {
      const prev = book.dayThresholds[i - 1]
      if (prev && band.below <= prev.below) {
        ctx.addIssue({
          code: 'custom',
          path: ['dayThresholds', i, 'below'],
          message: 'Size bands must grow from one to the next.',
        })
      }
      if (prev && band.days < prev.days) {
        ctx.addIssue({
          code: 'custom',
          path: ['dayThresholds', i, 'days'],
          message: 'A larger floor cannot take fewer days than a smaller one.',
        })
      }
    })
    const last = book.dayThresholds.at(-1)
    if (last && book.maxDays < last.days) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxDays'],
        message: 'The largest floors cannot take fewer days than the last size band.',
      })
    }
    if (book.floorCare.priceLaunch > book.floorCare.priceRegular) {
      ctx.addIssue({
        code: 'custom',
        path: ['floorCare', 'priceLaunch'],
        message: 'The launch price cannot be above the regular price.',
      })
    }
  })

/** A role's version in another language (decision 034): the same fields and checks as the default's. */
const roleVersion = (name: string) =>
  z.object({
    title: versionField(text(`${name} title`, 80)),
    tagline: versionField(text(`${name} tagline`, 140)),
    location: versionField(text(`${name} location`, 60)),
    description: versionField(text(`${name} description`, 1200)),
    requirements: versionField(
      z.preprocess(
        lines,
        z
          .array(text(`${name} requirement`, 200))
          .min(1, `List at least one requirement in ${name}.`)
          .max(12, `List at most 12 requirements in ${name}.`),
      ),
    ),
    payRange: versionField(text(`${name} pay as shown`, 80)),
  })

/** A role's fields in the console's form, in the order it shows them: a version has all of them. */
const roleVersionFields = ['title', 'tagline', 'location', 'description', 'requirements', 'payRange'] as const

/** A job role, with a fieldset per language in `langs` (decision 039). */
export const jobRoleSchemaIn = (langs: readonly Lang[]) =>
  z
    .object({
      id: z
        .string({ error: 'Enter the role’s address name.' })
        .trim()
        .regex(
          /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'Use lower-case letters, digits and single hyphens, like floor-technician.',
        )
        .max(60, 'Keep the address name under 60 characters.'),
      title: text('title', 80),
      tagline: text('tagline', 140),
      location: text('location', 60),
      description: text('description', 1200),
      requirements: z.preprocess(
        lines,
        z
          .array(text('requirement', 200))
          .min(1, 'List at least one requirement.')
          .max(12, 'List at most 12 requirements.'),
      ),
      payRange: text('pay as shown', 80),
      payMin: z.coerce
        .number({ error: 'Enter the lowest pay as a number.' })
        .positive('The lowest pay must be above 0.')
        .max(10_000_000, 'The lowest pay is too large.'),
      payMax: z.coerce
        .number({ error: 'Enter the highest pay as a number.' })
        .positive('The highest pay must be above 0.')
        .max(10_000_000, 'The highest pay is too large.'),
      payUnit: z.enum(['HOUR', 'YEAR'], { error: 'Choose per hour or per year.' }),
      employmentType: z.enum(['FULL_TIME', 'PART_TIME'], { error: 'Choose full time or part time.' }),
      open: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
      ...versionShape(langs, roleVersion),
    })
    .refine((r) => r.payMin <= r.payMax, {
      path: ['payMax'],
      message: 'The highest pay must be at least the lowest.',
    })
    .superRefine((r, ctx) =>
      // Half a translation would show a role partly in English on that language's page: all or nothing.
      refuseHalfVersions(
        langs,
        r,
        () => roleVersionFields,
        (name) =>
          `Fill in every ${name} field, or leave them all empty: a role is shown in ${name} only when all of its ${name} is there.`,
        ctx,
      ),
    )

const uploadedPicture = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A portfolio project (decision 033). Its picture is a finish's artwork or a photo uploaded in the
 * Content area (named by its id); a photo needs words for people who cannot see it.
 */
/** A project's version in another language (decision 034): the same checks as the default's. */
const projectVersion = (name: string) =>
  z.object({
    title: versionField(text(`${name} title`, 80)),
    location: versionField(text(`${name} location`, 60)),
    imageAlt: versionField(text(`${name} photo description`, 200)),
  })

/**
 * A portfolio project (decision 033), with a fieldset per language in `langs` (decision 039). Its
 * picture is a finish's artwork or a photo uploaded in the Content area (named by its id); a photo
 * needs words for people who cannot see it.
 */
export const projectSchemaIn = (langs: readonly Lang[]) =>
  z
    .object({
      title: text('title', 80),
      location: text('location', 60),
      category: z.enum(projectCategories, { error: 'Choose residential, commercial or industrial.' }),
      finish: z.enum(projectFinishKinds, { error: 'Choose metallic, flake or solid.' }),
      sqft: wholeNumber('size in square feet', 50, 500_000),
      durationDays: wholeNumber('number of days', 1, 60),
      warranty: z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()),
      image: z
        .string({ error: 'Choose a picture.' })
        .trim()
        .refine(
          (v) => finishes.some((f) => f.id === v) || uploadedPicture.test(v),
          'Choose one of the finishes, or upload a photo.',
        ),
      imageAlt: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        text('photo description', 200).optional(),
      ),
      ...versionShape(langs, projectVersion),
    })
    .refine((p) => !uploadedPicture.test(p.image) || p.imageAlt, {
      path: ['imageAlt'],
      message: 'Describe what the photo shows, for visitors who cannot see it.',
    })
    .superRefine((p, ctx) =>
      // Half a translation would show a card partly in English on that language's portfolio. A photo's
      // description belongs to the set only when the picture is a photo (the artwork has its own).
      refuseHalfVersions(
        langs,
        p,
        () => (uploadedPicture.test(p.image) ? projectVersionFields : projectVersionFields.slice(0, 2)),
        (name) =>
          `Fill in every ${name} field, or leave them all empty: a project is shown in ${name} only when all of its ${name} is there.`,
        ctx,
      ),
    )

/** The project's fields in another language, in the order the form shows them. */
const projectVersionFields = ['title', 'location', 'imageAlt'] as const

/**
 * A five-star testimonial as the home page shows it (decision 033), with a version per language in
 * `langs` (decision 039). Each is optional: a testimonial without it is left off that language's home.
 */
export const testimonialSchemaIn = (langs: readonly Lang[]) =>
  z.object({
    name: text('name', 60),
    role: z.enum(testimonialRoles, { error: 'Choose homeowner, business owner or contractor.' }),
    location: text('location', 60),
    text: text('testimonial', 600),
    ...versionShape(langs, (name) => z.object({ text: versionField(text(`testimonial in ${name}`, 600)) })),
  })

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

/** An author's version in another language (decision 034): the same checks as the default's. */
const authorVersion = (name: string) =>
  z.object({
    role: versionField(text(`${name} role`, 80)),
    bio: versionField(text(`${name} bio`, 1200)),
    expertise: versionField(
      z.preprocess(
        lines,
        z
          .array(text(`${name} area of expertise`, 120))
          .min(1, `List at least one area of expertise in ${name}.`)
          .max(12, `List at most 12 areas of expertise in ${name}.`),
      ),
    ),
    certifications: z.preprocess(
      (v) => lines(v) ?? [],
      z.array(text(`${name} certification`, 160)).max(12, `List at most 12 certifications in ${name}.`),
    ),
  })

/** What an author's version must have, in the order the form shows it. */
const authorVersionFields = ['role', 'bio', 'expertise'] as const

/**
 * An author of the knowledge hub (decision 033): what the author page, the article's byline and the
 * contact card (vCard) show. Expertise and certifications are one per line in the form. Each
 * language's version (decision 039, a fieldset per language in `langs`) is all or none: only an author
 * with it has a page in that language.
 */
export const authorSchemaIn = (langs: readonly Lang[]) =>
  z
    .object({
      name: text('name', 60),
      role: text('role', 80),
      bio: text('bio', 1200),
      expertise: z.preprocess(
        lines,
        z
          .array(text('area of expertise', 120))
          .min(1, 'List at least one area of expertise.')
          .max(12, 'List at most 12 areas of expertise.'),
      ),
      certifications: z.preprocess(
        (v) => lines(v) ?? [],
        z.array(text('certification', 160)).max(12, 'List at most 12 certifications.'),
      ),
      email: z
        .string({ error: 'Enter the email address.' })
        .trim()
        .max(120, 'Keep the email address under 120 characters.')
        .pipe(z.email('Enter an email address like caleb@example.com.')),
      phone: optional(usPhone),
      linkedin: optional(
        webLink.refine(
          (v) => !URL.canParse(v) || /(^|\.)linkedin\.com$/.test(new URL(v).hostname),
          'Enter a LinkedIn address, like https://www.linkedin.com/in/your-name.',
        ),
      ),
      ...versionShape(langs, authorVersion),
    })
    .superRefine((a, ctx) => {
      // Half a translation would show the author partly in English on their page in that language:
      // all or nothing, the certifications included when the English lists any.
      for (const lang of langs) {
        const version: Partial<z.output<ReturnType<typeof authorVersion>>> = a[lang] ?? {}
        const filled = authorVersionFields.filter((k) => given(version[k]))
        const certified = given(version.certifications)
        if (filled.length === 0 && !certified) continue
        const name = languageName(lang)
        for (const k of authorVersionFields) {
          if (!given(version[k]))
            ctx.addIssue({
              code: 'custom',
              path: [lang, k],
              message: `Fill in every ${name} field, or leave them all empty: an author has a ${name} page only when all of their ${name} is there.`,
            })
        }
        if (a.certifications.length > 0 && !certified) {
          ctx.addIssue({
            code: 'custom',
            path: [lang, 'certifications'],
            message: `The English lists certifications: list them in ${name} too, or leave all the ${name} empty.`,
          })
        }
      }
    })
