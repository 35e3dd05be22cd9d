/**
 * The console's Content forms (decision 033): each content schema plus the revision the editor
 * opened, so a save made over someone else's newer publish is caught, never written over it.
 * Shared by the page and its action.
 */
import { z } from 'zod'
import { type Author, initialsOf } from '~/content/authors'
import { addressForm } from '~/content/format'
import type { JobRole } from '~/content/job-roles'
import type { PortfolioProject } from '~/content/projects'
import type { BusinessFacts, DepositRule, PriceBook, ProseFacts } from '~/content/published'
import type { Testimonial } from '~/content/testimonials'
import { depositRuleOf } from '~/features/payments/deposit'
import { centsOfDollars } from '~/features/payments/money'
import type { Lang } from '~/i18n/locales'
import type { Span } from '~/i18n/spans'
import {
  authorSchemaIn,
  factsSchemaIn,
  factsVersionFields,
  jobRoleSchemaIn,
  priceBookSchema,
  projectSchemaIn,
  testimonialSchemaIn,
} from './schemas'
import { formDefaults, given, languageName, versionLangs, versionsFrom, versionsToForm } from './versions'

const revisionNumber = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(1_000_000_000, message)

/**
 * The revision the form was opened at, and (after a conflict) the newer revision the editor has
 * seen beside their own and chosen to publish over.
 */
const revisionFields = {
  baseRevision: revisionNumber('This form lost track of the version it was opened at. Reload the page.'),
  overwriteRevision: revisionNumber('Reload the page and try again.').optional(),
}

/**
 * The facts form, with a fieldset of the prose facts per language in `langs` (decision 039). A
 * language's prose is optional (it reads the default language's until written), but those in
 * `required` must be given: the console passes the languages the seed's facts are written in, which
 * an emptied version would bring back (facts are read over the seed's).
 */
export const factsFormSchemaIn = (langs: readonly Lang[] = versionLangs, required: readonly Lang[] = []) =>
  factsSchemaIn(langs)
    .safeExtend(revisionFields)
    .superRefine((f, ctx) => {
      // A language's prose facts are whole or absent: a page would otherwise mix two languages' words.
      for (const lang of langs) {
        const version: Partial<ProseFacts> = f[lang] ?? {}
        const names = Object.keys(factsVersionFields) as (keyof ProseFacts)[]
        if (!required.includes(lang) && !names.some((name) => given(version[name]))) continue
        for (const name of names)
          if (!given(version[name]))
            ctx.addIssue({
              code: 'custom',
              path: [lang, name],
              message: `Enter the ${factsVersionFields[name]} in ${languageName(lang)}.`,
            })
      }
      depositFieldsNeeded(f, ctx)
    })

function depositFieldsNeeded(
  f: { depositKind?: string; depositAmount?: number; depositPercent?: number; depositMinimum?: number },
  ctx: z.RefinementCtx,
) {
  // The deposit's fields that its kind needs (decision 041).
  if (f.depositKind === 'fixed' && f.depositAmount === undefined)
    ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: 'Enter the fixed deposit in dollars.' })
  if (f.depositKind === 'percent') {
    if (f.depositPercent === undefined)
      ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: 'Enter the deposit percentage.' })
    if (f.depositMinimum === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['depositMinimum'],
        message: 'Enter the smallest deposit in dollars.',
      })
  }
}

// The price book's checks compare fields with each other, so it is extended without dropping them.
export const priceBookFormSchema = priceBookSchema.safeExtend({
  intent: z.enum(['preview', 'publish'], { error: 'Choose Preview or Publish.' }),
  ...revisionFields,
})

/** The job role form, with a fieldset per language in `langs` (decision 039). */
export const jobRoleFormSchemaIn = (langs: readonly Lang[] = versionLangs) =>
  jobRoleSchemaIn(langs).safeExtend({
    // Absent for a new role: there is no revision to start from.
    baseRevision: revisionFields.baseRevision.optional(),
    overwriteRevision: revisionFields.overwriteRevision,
  })

export const jobRoleFormSchema = jobRoleFormSchemaIn()

/** The base a publish checks against: the newer one the editor chose to publish over, if any. */
export function baseOf(input: { baseRevision?: number; overwriteRevision?: number }): number | null {
  return input.overwriteRevision ?? input.baseRevision ?? null
}

/** The facts as stored, from the form's values: each language's prose facts under its code. */
export function factsFromForm(
  input: z.output<ReturnType<typeof factsFormSchemaIn>>,
  langs: readonly Lang[] = versionLangs,
): BusinessFacts {
  const {
    baseRevision: _b,
    overwriteRevision: _o,
    depositKind,
    depositAmount,
    depositPercent,
    depositMinimum,
    ...fields
  } = input
  const facts: BusinessFacts = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !langs.includes(name as Lang)),
  ) as BusinessFacts
  // The schema lets through all of a language's version or none of it.
  Object.assign(
    facts,
    versionsFrom(input, langs, (v: NonNullable<(typeof input)[Lang]>) =>
      v.hours === undefined
        ? undefined
        : {
            hours: v.hours,
            warrantyLabel: v.warrantyLabel ?? '',
            lifetimeWarrantyLabel: v.lifetimeWarrantyLabel ?? '',
          },
    ),
  )
  const deposit: DepositRule | undefined =
    depositKind === 'fixed' && depositAmount !== undefined
      ? { kind: 'fixed', amountCents: centsOfDollars(depositAmount) }
      : depositKind === 'percent' && depositPercent !== undefined && depositMinimum !== undefined
        ? { kind: 'percent', percent: depositPercent, minimumCents: centsOfDollars(depositMinimum) }
        : undefined
  return deposit ? { ...facts, deposit } : facts
}

// Conform's nested names, so the form posts them as the tests and scripts post a form's fields.
const spanToForm = <K extends string>(name: K, s: Span) =>
  ({ [`${name}.min`]: String(s.min), [`${name}.max`]: String(s.max) }) as Record<
    `${K}.${'min' | 'max'}`,
    string
  >

/**
 * The facts as the form posts them: lists one per line, install times as their days, each language's
 * prose facts as `es.hours`.
 */
export function factsToForm(facts: BusinessFacts, langs: readonly Lang[] = versionLangs) {
  const {
    installAverage: _a,
    installResidential: _r,
    installLargerCommercial: _c,
    installProcess: _p,
    deposit: _d,
    ...fields
  } = facts
  const rest = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !langs.includes(name as Lang)),
  ) as Omit<typeof fields, Lang>
  const deposit = depositRuleOf(facts)
  return {
    ...rest,
    ...versionsToForm(facts, langs, (v) => ({
      hours: v?.hours,
      warrantyLabel: v?.warrantyLabel,
      lifetimeWarrantyLabel: v?.lifetimeWarrantyLabel,
    })),
    depositKind: deposit.kind,
    depositAmount: deposit.kind === 'fixed' ? (deposit.amountCents / 100).toFixed(2) : '',
    depositPercent: deposit.kind === 'percent' ? String(deposit.percent) : '',
    depositMinimum: deposit.kind === 'percent' ? (deposit.minimumCents / 100).toFixed(2) : '',
    serviceRadiusMiles: String(facts.serviceRadiusMiles),
    warrantyYears: String(facts.warrantyYears),
    ...spanToForm('installAverage', facts.installAverage),
    ...spanToForm('installResidential', facts.installResidential),
    ...spanToForm('installLargerCommercial', facts.installLargerCommercial),
    ...spanToForm('installProcess', facts.installProcess),
    counties: facts.counties.join('\n'),
    social: facts.social.map((s) => `${s.label} ${s.href}`).join('\n'),
  }
}

/**
 * The facts as the form's fields start, nested as Conform names them: install times as their days
 * (`installAverage.min`), each language's prose facts as its version (`es.hours`).
 */
export function factsFormDefaults(facts: BusinessFacts, langs: readonly Lang[] = versionLangs) {
  return formDefaults(factsToForm(facts, langs))
}

export function priceBookFromForm(input: z.output<typeof priceBookFormSchema>): PriceBook {
  const { intent: _i, baseRevision: _b, overwriteRevision: _o, ...book } = input
  return book
}

export function jobRoleFromForm(
  input: z.output<ReturnType<typeof jobRoleFormSchemaIn>>,
  langs: readonly Lang[] = versionLangs,
): JobRole {
  return {
    id: input.id,
    title: input.title,
    tagline: input.tagline,
    location: input.location,
    description: input.description,
    requirements: input.requirements,
    payRange: input.payRange,
    employmentType: input.employmentType,
    pay: { min: input.payMin, max: input.payMax, unit: input.payUnit },
    open: input.open,
    // The schema lets through all of a language's version or none of it (decision 034).
    ...versionsFrom(input, langs, (v: NonNullable<(typeof input)[Lang]>) =>
      v.title === undefined
        ? undefined
        : {
            title: v.title,
            tagline: v.tagline ?? '',
            location: v.location ?? '',
            description: v.description ?? '',
            requirements: v.requirements ?? [],
            payRange: v.payRange ?? '',
          },
    ),
  }
}

/** The role as the form posts it: lists one per line, each language's version under its code. */
export function jobRoleToForm(role: JobRole, langs: readonly Lang[] = versionLangs) {
  return {
    id: role.id,
    title: role.title,
    tagline: role.tagline,
    location: role.location,
    description: role.description,
    requirements: role.requirements.join('\n'),
    payRange: role.payRange,
    payMin: String(role.pay.min),
    payMax: String(role.pay.max),
    payUnit: role.pay.unit,
    employmentType: role.employmentType,
    open: role.open ? 'on' : undefined,
    ...versionsToForm(role, langs, (v) => ({
      title: v?.title,
      tagline: v?.tagline,
      location: v?.location,
      description: v?.description,
      requirements: v?.requirements.join('\n'),
      payRange: v?.payRange,
    })),
  }
}

/** Open or close a role in one click, from the list. */
export const jobToggleSchema = z.object({
  intent: z.enum(['open', 'close'], { error: 'Unknown action.' }),
  key: z.string({ error: 'Unknown role.' }).max(60, 'Unknown role.'),
  baseRevision: revisionFields.baseRevision,
})

/** Restore one earlier revision, from the history page. */
export const restoreSchema = z.object({
  intent: z.literal('restore', { error: 'Unknown action.' }),
  revisionId: z.uuid('Unknown revision.'),
  baseRevision: revisionFields.baseRevision,
})

/** The project form, with a fieldset per language in `langs` (decision 039). */
export const projectFormSchemaIn = (langs: readonly Lang[] = versionLangs) =>
  projectSchemaIn(langs).safeExtend({
    // Absent for a new project: there is no revision to start from.
    baseRevision: revisionFields.baseRevision.optional(),
    overwriteRevision: revisionFields.overwriteRevision,
  })

export const projectFormSchema = projectFormSchemaIn()

/** The form field an uploaded project photo posts as. */
export const PROJECT_PHOTO_FIELD = 'photo'

/**
 * Stands in for the picture while a chosen photo is checked with the other fields: the photo gets
 * its real id only once the server has decoded and stored it.
 */
export const PHOTO_CHOSEN = '00000000-0000-4000-8000-000000000000'

/** `/admin/content/projects/new` opens an empty project; "new" is never a project's key. */
export const isNewProject = (id: string | undefined) => id === 'new'

const uploaded = (image: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(image)

export function projectFromForm(
  input: z.output<ReturnType<typeof projectFormSchemaIn>>,
  id: string,
  langs: readonly Lang[] = versionLangs,
): PortfolioProject {
  return {
    id,
    title: input.title,
    location: input.location,
    category: input.category,
    finish: input.finish,
    image: input.image,
    // The artwork has its own description; only a photo carries the editor's.
    ...(uploaded(input.image) && input.imageAlt ? { imageAlt: input.imageAlt } : {}),
    durationDays: input.durationDays,
    warranty: input.warranty,
    sqft: input.sqft,
    // The schema lets through all of a language's version or none of it (decision 034).
    ...versionsFrom(input, langs, (v) =>
      v.title === undefined
        ? undefined
        : {
            title: v.title,
            location: v.location ?? '',
            ...(uploaded(input.image) && v.imageAlt ? { imageAlt: v.imageAlt } : {}),
          },
    ),
  }
}

/** The project as the form posts it, each language's version under its code. */
export function projectToForm(p: PortfolioProject, langs: readonly Lang[] = versionLangs) {
  return {
    title: p.title,
    location: p.location,
    category: p.category,
    finish: p.finish,
    image: p.image,
    imageAlt: p.imageAlt ?? '',
    sqft: String(p.sqft),
    durationDays: String(p.durationDays),
    warranty: p.warranty ? 'on' : undefined,
    ...versionsToForm(p, langs, (v) => ({
      title: v?.title ?? '',
      location: v?.location ?? '',
      imageAlt: v?.imageAlt ?? '',
    })),
  }
}

/** A new project's key: its title and place in address form, numbered when taken. */
export function projectKey(title: string, location: string, taken: (key: string) => boolean): string {
  const base = addressForm(`${title} ${location.replace(/,\s*GA$/i, '')}`, 50) || 'project'
  let key = base === 'new' ? 'project-new' : base
  for (let n = 2; taken(key); n++) key = `${base}-${n}`
  return key
}

const projectKeyField = z.string({ error: 'Unknown project.' }).max(80, 'Unknown project.')

/**
 * The project list's one-click actions: move a project up or down (a publish of the order item,
 * checked against the order's revision) or publish/unpublish one (checked against its own).
 */
export const projectListSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.enum(['up', 'down']),
      key: projectKeyField,
      orderRevision: revisionFields.baseRevision,
    }),
    z.object({
      intent: z.enum(['publish', 'unpublish']),
      key: projectKeyField,
      baseRevision: revisionFields.baseRevision,
    }),
  ],
  { error: 'Unknown action.' },
)

/** The testimonial form, with a fieldset per language in `langs` (decision 039). */
export const testimonialFormSchemaIn = (langs: readonly Lang[] = versionLangs) =>
  testimonialSchemaIn(langs).safeExtend({
    // Absent for a new testimonial: there is no revision to start from.
    baseRevision: revisionFields.baseRevision.optional(),
    overwriteRevision: revisionFields.overwriteRevision,
  })

export const testimonialFormSchema = testimonialFormSchemaIn()

export function testimonialFromForm(
  input: z.output<ReturnType<typeof testimonialFormSchemaIn>>,
  langs: readonly Lang[] = versionLangs,
): Testimonial {
  const { name, role, location, text } = input
  return {
    name,
    role,
    location,
    text,
    ...versionsFrom(input, langs, (v: NonNullable<(typeof input)[Lang]>) =>
      v.text === undefined ? undefined : { text: v.text },
    ),
    rating: 5,
  }
}

/** A testimonial as the form posts it: each language's words as `es.text`. */
export function testimonialToForm(t: Testimonial, langs: readonly Lang[] = versionLangs) {
  return {
    name: t.name,
    role: t.role,
    location: t.location,
    text: t.text,
    ...versionsToForm(t, langs, (v) => ({ text: v?.text })),
  }
}

/** Publish or unpublish an item of a list in one click, checked against its revision. */
export const statusToggleSchema = z.object({
  intent: z.enum(['publish', 'unpublish'], { error: 'Unknown action.' }),
  key: z.string({ error: 'Unknown item.' }).max(80, 'Unknown item.'),
  baseRevision: revisionFields.baseRevision,
})

/** A US ZIP as the console takes it: five digits, nothing else (it becomes a path and a key). */
const zipField = z
  .string({ error: 'Enter a ZIP code: five digits, such as 30518.' })
  .trim()
  .regex(/^\d{5}$/, { error: 'Enter a ZIP code: five digits, such as 30518.' })

/** The service areas page: add a ZIP, or retire or restore one in one click (decision 033). */
export const serviceAreaListSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), zip: zipField }),
    z.object({
      intent: z.enum(['retire', 'restore']),
      zip: zipField,
      baseRevision: revisionFields.baseRevision,
    }),
  ],
  { error: 'Unknown action.' },
)

/** The author form, with a fieldset per language in `langs` (decision 039). */
export const authorFormSchemaIn = (langs: readonly Lang[] = versionLangs) =>
  authorSchemaIn(langs).safeExtend({
    // Absent for a new author: there is no revision to start from.
    baseRevision: revisionFields.baseRevision.optional(),
    overwriteRevision: revisionFields.overwriteRevision,
  })

export const authorFormSchema = authorFormSchemaIn()

/** `/admin/content/authors/new` opens an empty author; "new" is never an author's slug. */
export const isNewAuthor = (slug: string | undefined) => slug === 'new'

/** The form field an author's photo posts as. */
export const AUTHOR_PHOTO_FIELD = 'photo'

/**
 * The author as stored, from the form. The slug is the item's key and never changes (articles name
 * their author by it); the initials follow the name; the photo is kept unless a new one was stored.
 */
export function authorFromForm(
  input: z.output<ReturnType<typeof authorFormSchemaIn>>,
  slug: string,
  photo: string | undefined,
  langs: readonly Lang[] = versionLangs,
): Author {
  return {
    slug,
    name: input.name,
    role: input.role,
    bio: input.bio,
    expertise: input.expertise,
    certifications: input.certifications,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.linkedin ? { linkedin: input.linkedin } : {}),
    avatarInitials: initialsOf(input.name),
    ...(photo ? { photo } : {}),
    // The schema lets through all of a language's version or none of it (decision 034).
    ...versionsFrom(input, langs, (v: NonNullable<(typeof input)[Lang]>) =>
      v.role === undefined
        ? undefined
        : { role: v.role, bio: v.bio ?? '', expertise: v.expertise ?? [], certifications: v.certifications },
    ),
  }
}

/** The author as the form posts it: lists one per line, each language's version under its code. */
export function authorToForm(a: Author, langs: readonly Lang[] = versionLangs) {
  return {
    name: a.name,
    role: a.role,
    bio: a.bio,
    expertise: a.expertise.join('\n'),
    certifications: a.certifications.join('\n'),
    email: a.email,
    phone: a.phone ?? '',
    linkedin: a.linkedin ?? '',
    ...versionsToForm(a, langs, (v) => ({
      role: v?.role ?? '',
      bio: v?.bio ?? '',
      expertise: v?.expertise.join('\n') ?? '',
      certifications: v?.certifications.join('\n') ?? '',
    })),
  }
}

/** A new author's slug: the name in address form, numbered when taken ("new" is never one). */
export function authorKey(name: string, taken: (key: string) => boolean): string {
  const base = addressForm(name, 60) || 'author'
  let key = base === 'new' ? 'author-new' : base
  for (let n = 2; taken(key); n++) key = `${base}-${n}`
  return key
}
