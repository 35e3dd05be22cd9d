import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, data } from 'react-router'
import type { $ZodType } from 'zod/v4/core'
import { careers, company, forms } from '~/content/business'
import { saveFailedRetryAfterSeconds } from '~/content/form-errors'
import { jobRoles, roleIn } from '~/content/job-roles'
import { leads } from '~/db/schema'
import type { VisitSource } from '~/db/visit-source'
import { readSource } from '~/features/attribution/cookie.server'
import { refusal } from '~/features/forms/refusal'
import { logger } from '~/features/logging/logger.server'
import { photoFormMaxBytes, photoLimits } from '~/features/photos/limits'
import { preparePhotos, storePhotos, takePhotoFiles } from '~/features/photos/photos.server'
import { type RateLimitPolicy, waitValues } from '~/features/security/rate-limit.server'
import { readFormData } from '~/features/uploads/form-data.server'
import { type Lang, langOfPath, pathIn } from '~/i18n/lang'
import { wordFieldErrors, wordRefusal } from '~/i18n/refusals.server'
import { staffNotification, visitorAcknowledgement } from './notifications'
import { resumeProblem, safeFilename } from './resume'
import { HONEYPOT_FIELD, type LeadKind, leadSchemas } from './schemas'
import type { LeadActionData } from './types'

export type LeadContext = Pick<AppLoadContext, 'db' | 'mailer' | 'rateLimit' | 'ip'>

/** One budget for every lead form: contact, job and partner submissions count together. */
export const leadSubmissionPolicy: RateLimitPolicy = {
  name: 'lead-submissions-ip',
  points: forms.submissionsPerIpPerHour,
  durationSeconds: 60 * 60,
}

export type LeadResponse = { body: LeadActionData; init: ResponseInit }

/** Room for a 5 MB resume and the other fields; anything bigger is refused unread. */
export const maxBodyBytes = (kind: LeadKind) =>
  kind === 'job'
    ? careers.resumeMaxBytes + 2 * 1024 * 1024
    : kind === 'contact'
      ? photoFormMaxBytes // up to 6 photos of the floor
      : 64 * 1024

const FIX_FIELDS = refusal('leadService.fixFields')
const NO_SUCH_ROLE = refusal('lead.roleUnknown')
const UNREADABLE = refusal('leadService.unreadable')

/**
 * A lead form's answer in its page's language: the schemas and this service refuse with codes, and
 * here each is worded from the language's catalog (decision 039).
 */
function worded(lang: Lang, response: LeadResponse): LeadResponse {
  const { body } = response
  const error = body.result.error
  return {
    ...response,
    body: {
      ...body,
      ...(body.message ? { message: wordRefusal(lang, body.message) } : {}),
      result: {
        ...body.result,
        ...(error ? { error: wordFieldErrors(lang, error) } : {}),
      },
    },
  }
}

function failure(
  outcome: LeadActionData['outcome'],
  status: number,
  message: string,
  result?: SubmissionResult,
  headers?: HeadersInit,
): LeadResponse {
  return {
    body: { outcome, message, result: result ?? { status: 'error', error: { '': [message] } } },
    init: { status, headers },
  }
}

/**
 * The one path every lead form takes: validate, rate-limit, store, then tell
 * the staff and acknowledge the visitor. The lead is stored before any mail,
 * so a mail failure never loses it (the outbox keeps the mail for a retry).
 */
async function submitLead(
  ctx: LeadContext,
  input: { kind: LeadKind; sourcePage: string; request: Request },
): Promise<LeadResponse> {
  const lang = langOfPath(new URL(input.request.url).pathname)
  // A Spanish page posts to its own address: the lead records that page (decision 034).
  const sourcePage = pathIn(lang, input.sourcePage)
  const answer = await answerLead(ctx, { ...input, sourcePage }, lang)
  return worded(lang, answer)
}

async function answerLead(
  ctx: LeadContext,
  input: { kind: LeadKind; sourcePage: string; request: Request },
  lang: Lang,
): Promise<LeadResponse> {
  const { kind, sourcePage } = input
  const formData = await readFormData(input.request, maxBodyBytes(kind))
  if (formData === 'too-large') {
    return failure(
      'unreadable',
      413,
      kind === 'job'
        ? refusal('leadService.resumeUploadTooLarge', { mb: Math.round(careers.resumeMaxBytes / 1048576) })
        : kind === 'contact'
          ? refusal('leadService.messageWithPhotosTooLarge', {
              photos: photoLimits.maxPhotos,
              mb: photoLimits.maxBytesEach / 1048576,
            })
          : refusal('leadService.messageTooLarge'),
      undefined,
      // The rest of the body is left unread, so this connection cannot carry
      // another request: say so, or a client reusing it gets a reset.
      { Connection: 'close' },
    )
  }
  if (!formData) return failure('unreadable', 400, UNREADABLE)
  return submitLeadForm(ctx, { kind, sourcePage, formData, source: readSource(input.request), lang })
}

async function submitLeadForm(
  ctx: LeadContext,
  {
    kind,
    sourcePage,
    formData,
    source = null,
    lang = 'en',
  }: { kind: LeadKind; sourcePage: string; formData: FormData; source?: VisitSource | null; lang?: Lang },
): Promise<LeadResponse> {
  // Photos of the floor ride with a contact message; taken out before validation.
  const photoFiles = kind === 'contact' ? takePhotoFiles(formData) : []
  const role = kind === 'job' ? String(formData.get('role') ?? '') || undefined : undefined
  const withRole = (r: LeadResponse): LeadResponse => (role ? { ...r, body: { ...r.body, role } } : r)

  const schema: $ZodType = leadSchemas[kind]
  let submission: Submission<unknown>
  try {
    submission = parseWithZod(formData, { schema })
  } catch {
    return failure('unreadable', 400, UNREADABLE)
  }
  const hideFields = kind === 'job' ? ['resume'] : undefined
  if (submission.status !== 'success') {
    return withRole(failure('invalid', 400, FIX_FIELDS, submission.reply({ hideFields })))
  }

  const value = submission.value as Record<string, unknown>
  // A page offers only the roles written in its language, and takes no other (decision 034).
  if (kind === 'job' && !jobRoles.some((r) => r.id === value.role && roleIn(r, lang))) {
    return withRole(
      failure(
        'invalid',
        400,
        NO_SUCH_ROLE,
        submission.reply({ formErrors: [NO_SUCH_ROLE], fieldErrors: { role: [NO_SUCH_ROLE] }, hideFields }),
      ),
    )
  }
  let resume: { bytes: Uint8Array; filename: string } | null = null
  if (kind === 'job') {
    const file = value.resume as File
    const bytes = new Uint8Array(await file.arrayBuffer())
    const problem = resumeProblem(bytes)
    if (problem) {
      return withRole(
        failure(
          'invalid',
          400,
          FIX_FIELDS,
          submission.reply({ fieldErrors: { resume: [problem] }, hideFields }),
        ),
      )
    }
    resume = { bytes, filename: safeFilename(file.name) }
  }

  // Counted before any photo is decoded: a client already refused never reaches the decoder (decision 024).
  const limit = await ctx.rateLimit(leadSubmissionPolicy, ctx.ip)
  if (!limit.ok) {
    const message = refusal('leadService.rateLimited', {
      count: forms.submissionsPerIpPerHour,
      ...waitValues(limit.retryAfterSeconds),
    })
    return withRole(
      failure('rate-limited', 429, message, submission.reply({ formErrors: [message], hideFields }), {
        'Retry-After': String(limit.retryAfterSeconds),
      }),
    )
  }

  const photos = await preparePhotos(photoFiles, { client: ctx.ip })
  if (!photos.ok) {
    return failure('invalid', 400, FIX_FIELDS, submission.reply({ fieldErrors: { photos: [photos.error] } }))
  }

  const honeypot = formData.get(HONEYPOT_FIELD)
  const isSpam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null

  const { resume: _file, ...rest } = value
  const fields: Record<string, unknown> = resume
    ? { ...rest, resume: `${resume.filename} (${Math.max(1, Math.round(resume.bytes.length / 1024))} KB)` }
    : rest
  const name = String(kind === 'partner' ? value.contactName : value.name)
  const email = String(value.email)
  const phone = typeof value.phone === 'string' && value.phone ? value.phone : null

  let row: { id: string }
  try {
    ;[row] = await ctx.db
      .insert(leads)
      .values({
        kind,
        name,
        email,
        phone,
        fields,
        sourcePage,
        isSpam,
        resume: resume?.bytes,
        resumeFilename: resume?.filename,
        source,
        language: lang,
      })
      .returning({ id: leads.id })
    await storePhotos(ctx.db, photos.photos, { kind: 'lead', id: row.id })
  } catch (e) {
    // The database failed under a valid form: answer with the form and every
    // value typed, never the error page (decision 019). Nothing was stored.
    logger.error({ err: e, kind }, 'lead not stored')
    const message = refusal(kind === 'contact' ? 'saveFailed.message' : 'saveFailed.application', {
      phone: company.phone,
    })
    return withRole(
      failure('unavailable', 503, message, submission.reply({ formErrors: [message], hideFields }), {
        'Retry-After': String(saveFailedRetryAfterSeconds),
      }),
    )
  }

  if (!isSpam) await notify(ctx, { id: row.id, kind, name, email, sourcePage, fields, language: lang })

  return withRole({
    body: { outcome: 'success', result: submission.reply({ resetForm: true }) },
    init: { status: 200 },
  })
}

async function notify(ctx: LeadContext, lead: Parameters<typeof staffNotification>[0]) {
  const related = { kind: 'lead', id: lead.id }
  for (const mail of [staffNotification(lead, ctx.mailer.staffEmail), visitorAcknowledgement(lead)]) {
    try {
      await ctx.mailer.send({ ...mail, related })
    } catch (e) {
      // The lead is already stored and visible to staff; a lost mail is logged, not fatal.
      logger.error({ err: e, lead: lead.id }, 'lead mail failed')
    }
  }
}

/** A lead form route's whole action: the service's answer as route data with its status. */
export async function leadAction(
  { request, context }: { request: Request; context: LeadContext },
  kind: LeadKind,
  sourcePage: string,
) {
  const { body, init } = await submitLead(context, { kind, sourcePage, request })
  return data(body, init)
}
