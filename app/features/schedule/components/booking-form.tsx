import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, Honeypot, Input, NativeSelect, Textarea } from '~/components/ui/field'
import { type RefusalWords, wordRefusalIn } from '~/features/forms/refusal'
import { requiredFields } from '~/features/forms/required'
import { PhotoField } from '~/features/photos/photo-field'
import { intlOf } from '~/i18n/lang'
import { useLang } from '~/i18n/use-lang'
import { type BookingRequest, bookingRequestSchema, type EstimateInputs } from '../booking-schema'
import { preferredFinishes, projectTypes } from '../options'
import type { SchedulePageWords } from '../page-words.server'
import { type SubmitOutcome, submitBooking } from '../submit'

export type BookingDraft = Record<string, string>

type Props = {
  slotId: string
  /** Starting values: the estimate's figures, or what the visitor typed before. */
  defaultValue?: BookingDraft
  estimate: EstimateInputs | null
  /** The route action's answer, when the form was posted without JavaScript. */
  lastResult?: SubmissionResult<string[]> | null
  onOutcome: (outcome: SubmitOutcome) => void
  formRef?: React.Ref<HTMLFormElement>
  submitLabel: string
  /** The form's words in the page's language, formatted by its loader (decision 039). */
  words: SchedulePageWords['form']
  /** The schema's refusals in the page's language, by code (decision 039). */
  refusals: RefusalWords
  /** The deposit and its terms, worded by the server, when bookings take one (decision 041). */
  deposit?: DepositStatement | null
}

export type DepositStatement = { lines: string[]; submit: string }

// Conform's constraints for the attributes (lengths, bounds), with `required` as the schema refuses
// fields empty (decision 003): a field with a default, like the project type, is not required.
const required = new Set(requiredFields(bookingRequestSchema))
const zodConstraint = getZodConstraint(bookingRequestSchema)
const constraint = Object.fromEntries(
  Object.keys(zodConstraint).map((name) => [name, { ...zodConstraint[name], required: required.has(name) }]),
)

/**
 * The booking request form. Validates in the browser with the shared
 * schema; with JavaScript it posts JSON to /api/bookings, without it the form
 * posts to the /schedule action, which runs the same service.
 */
export function BookingForm({
  slotId,
  defaultValue,
  estimate,
  lastResult,
  onOutcome,
  formRef,
  submitLabel,
  words: w,
  refusals,
  deposit = null,
}: Props) {
  const intl = intlOf(useLang())
  const [pending, setPending] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { project_type: 'residential', ...defaultValue, slot_id: slotId },
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: bookingRequestSchema,
        // The shared schema refuses with codes; the page words them in its language (decision 039).
        formatError: (issues: { message: string }[]) =>
          issues.map((i) => wordRefusalIn(refusals, intl, i.message)),
      }),
    onSubmit: async (event, { submission, formData }) => {
      event.preventDefault()
      if (submission?.status !== 'success' || pending) return
      setPending(true)
      setServerError(null)
      const outcome = await submitBooking(submission.value as BookingRequest, w, fetch, formData)
      // With a deposit, the visitor pays on Stripe's page; the hold is theirs meanwhile (decision 041).
      if (outcome.kind === 'success' && outcome.checkoutUrl) {
        window.location.assign(outcome.checkoutUrl)
        return
      }
      setPending(false)
      if (outcome.kind === 'success') form.reset()
      else setServerError(outcome.message)
      onOutcome(outcome)
    },
  })

  const formError = serverError ?? form.errors?.join(' ')
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      ref={formRef}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="slot_id" value={slotId} />
      {estimate
        ? (['space', 'sqft', 'finish', 'zip', 'timeline'] as const).map((k) =>
            estimate[k] === undefined ? null : (
              <input key={k} type="hidden" name={`estimate.${k}`} value={String(estimate[k])} />
            ),
          )
        : null}
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-400/60 bg-red-950/40 p-3 text-sm text-red-100 sm:col-span-2"
        >
          {formError}
        </p>
      ) : null}
      <TextField field={fields.customer_name} label={w.name} type="text" autoComplete="name" />
      <TextField field={fields.customer_email} label={w.email} type="email" autoComplete="email" />
      <TextField field={fields.customer_phone} label={w.phone} type="tel" autoComplete="tel" />
      <TextField
        field={fields.project_size}
        label={w.size}
        type="number"
        inputMode="numeric"
        hint={w.sizeHint}
      />
      <TextField
        field={fields.project_address}
        label={w.address}
        type="text"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <Field
        label={w.projectType}
        errors={fields.project_type.errors}
        required={fields.project_type.required}
      >
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            id={id}
            name={fields.project_type.name}
            defaultValue={String(fields.project_type.initialValue ?? 'residential')}
            key={fields.project_type.key}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={fields.project_type.required || undefined}
          >
            {projectTypes.map((t) => (
              <option key={t} value={t}>
                {w.projectTypes[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={w.finish} errors={fields.preferred_finish.errors}>
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            id={id}
            name={fields.preferred_finish.name}
            defaultValue={String(fields.preferred_finish.initialValue ?? '')}
            key={fields.preferred_finish.key}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            <option value="">{w.noPreference}</option>
            {preferredFinishes.map((f) => (
              <option key={f} value={f}>
                {w.finishes[f]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={w.notes} errors={fields.notes.errors} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name={fields.notes.name}
            defaultValue={String(fields.notes.initialValue ?? '')}
            key={fields.notes.key}
            maxLength={2000}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <PhotoField
        errors={form.allErrors.photos}
        className="sm:col-span-2"
        label={w.photos.label}
        hint={w.photos.hint}
      />
      <Honeypot label={w.honeypot} />
      {deposit ? (
        <div className="space-y-1 text-sm text-graphite-200 sm:col-span-2" data-testid="deposit-terms">
          {deposit.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? w.submitting : (deposit?.submit ?? submitLabel)}
        </Button>
      </div>
    </Form>
  )
}

function TextField({
  field,
  label,
  type,
  hint,
  className,
  ...rest
}: {
  field: FieldMetadata<unknown>
  label: string
  type: 'text' | 'email' | 'tel' | 'number'
  hint?: string
  className?: string
  autoComplete?: string
  inputMode?: 'numeric'
}) {
  const { key, ...props } = getInputProps(field, { type, ariaAttributes: false })
  return (
    <Field label={label} errors={field.errors} hint={hint} required={field.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          key={key}
          {...props}
          {...rest}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
}
