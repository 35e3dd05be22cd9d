import type { ComponentProps, ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, Input, NativeSelect, Textarea } from '~/components/ui/field'
import type { LeadActionData } from './types'
import type { LeadField as FieldMeta } from './use-lead-form'

const initial = (f: FieldMeta) => (typeof f.initialValue === 'string' ? f.initialValue : undefined)

/** Whether a field is required, its attribute and its mark, comes from the schema through `field`. */
type Common = { field: FieldMeta; label: ReactNode; hint?: ReactNode; className?: string }

export function TextField({
  field,
  label,
  hint,
  className,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'name' | 'defaultValue' | 'id'>) {
  return (
    <Field label={label} errors={field.errors} hint={hint} required={field.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          key={field.key}
          id={id}
          name={field.name}
          defaultValue={initial(field)}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  )
}

export function TextareaField({
  field,
  label,
  hint,
  className,
  ...input
}: Common & Omit<ComponentProps<'textarea'>, 'name' | 'defaultValue' | 'id'>) {
  return (
    <Field label={label} errors={field.errors} hint={hint} required={field.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          key={field.key}
          id={id}
          name={field.name}
          defaultValue={initial(field)}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  )
}

export function SelectField({
  field,
  label,
  hint,
  className,
  options,
  placeholder,
}: Common & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <Field label={label} errors={field.errors} hint={hint} required={field.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <NativeSelect
          key={field.key}
          id={id}
          name={field.name}
          defaultValue={initial(field) ?? ''}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}

export function SubmitButton({
  submitting,
  idle,
  busy,
}: {
  submitting: boolean
  idle: string
  busy: string
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting}>
      {submitting ? busy : idle}
    </Button>
  )
}

export type OutcomeTitles = { rateLimited: string; invalid: string; failed: string }
const englishTitles: OutcomeTitles = {
  rateLimited: 'Too many submissions',
  invalid: 'Not sent yet',
  failed: 'Not sent',
}

/**
 * The server's answer as text: the only feedback without JavaScript, and the
 * announcement for screen readers with it (the toast repeats it visually).
 */
export function LeadOutcome({
  actionData,
  formErrors,
  success,
  titles,
}: {
  actionData: LeadActionData | undefined
  formErrors?: string[]
  success: { title: string; description: string }
  /** The refusals' titles in the page's language, when not English (decision 034). */
  titles?: OutcomeTitles
}) {
  if (!actionData) return null
  if (actionData.outcome === 'success') {
    return (
      <FormStatus tone="success" title={success.title}>
        {success.description}
      </FormStatus>
    )
  }
  const t = titles ?? englishTitles
  const title =
    actionData.outcome === 'rate-limited'
      ? t.rateLimited
      : actionData.outcome === 'invalid'
        ? t.invalid
        : t.failed
  const message = formErrors?.length ? formErrors.join(' ') : actionData.message
  return (
    <FormStatus tone="error" title={title}>
      {message}
    </FormStatus>
  )
}

/** Identifies which form on the page sent the request (the careers page has four). */
export function FormId({ id }: { id: string }) {
  return <input type="hidden" name="__form" value={id} />
}
