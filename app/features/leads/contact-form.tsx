import { Form } from 'react-router'
import { Honeypot } from '~/components/ui/field'
import type { RefusalWords } from '~/features/forms/refusal'
import { PhotoField } from '~/features/photos/photo-field'
import type { ContactWords } from './contact-page.server'
import { FormId, LeadOutcome, SelectField, SubmitButton, TextareaField, TextField } from './form-fields'
import { limits } from './limits'
import type { LeadActionData } from './types'
import { useLeadForm } from './use-lead-form'

export function ContactForm({
  actionData,
  prefill,
  copy,
  required,
  refusals,
}: {
  actionData: LeadActionData | undefined
  prefill: { interest?: string; message?: string }
  /** The page's words in its language, from its loader (decision 039). */
  copy: ContactWords
  /** The fields the schema refuses empty, from the page's loader (`leadRequired`). */
  required: readonly string[]
  /** The schema's refusals in the page's language (`leadForm`). */
  refusals: RefusalWords
}) {
  const f = copy.fields
  const { form, fields, submitting, formProps } = useLeadForm({
    kind: 'contact',
    id: 'contact-form',
    actionData,
    defaultValue: prefill as Record<string, string>,
    success: copy.success,
    messages: { titles: copy.outcome },
    refusals,
    required,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="relative space-y-5"
      {...formProps}
    >
      <FormId id={form.id} />
      <Honeypot label={copy.honeypot} />
      <div aria-live="polite">
        <LeadOutcome
          actionData={actionData}
          formErrors={form.errors}
          success={copy.success}
          titles={copy.outcome}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label={f.name} autoComplete="name" maxLength={limits.name} />
        <TextField
          field={fields.email}
          label={f.email}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          field={fields.phone}
          label={f.phone}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          hint={f.optional}
        />
        <SelectField
          field={fields.interest}
          label={f.interest}
          options={f.interests}
          placeholder={f.interestPlaceholder}
        />
      </div>
      <TextareaField
        field={fields.message}
        label={f.message}
        rows={6}
        maxLength={limits.message}
        placeholder={f.messagePlaceholder}
      />
      <PhotoField
        key={fields.photos.key}
        errors={fields.photos.errors}
        label={copy.photos.label}
        hint={copy.photos.hint}
      />
      <SubmitButton submitting={submitting} idle={copy.submit} busy={copy.sending} />
    </Form>
  )
}
