import { Form } from 'react-router'
import { Honeypot } from '~/components/ui/field'
import { contactCopy, serviceInterests } from '~/content/contact'
import { PhotoField } from '~/features/photos/photo-field'
import { FormId, LeadOutcome, SelectField, SubmitButton, TextareaField, TextField } from './form-fields'
import { limits } from './limits'
import type { LeadActionData } from './types'
import { useLeadForm } from './use-lead-form'

export function ContactForm({
  actionData,
  prefill,
}: {
  actionData: LeadActionData | undefined
  prefill: { interest?: string; message?: string }
}) {
  const { form, fields, submitting, formProps } = useLeadForm({
    kind: 'contact',
    id: 'contact-form',
    actionData,
    defaultValue: prefill as Record<string, string>,
    success: contactCopy.success,
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
      <Honeypot />
      <div aria-live="polite">
        <LeadOutcome actionData={actionData} formErrors={form.errors} success={contactCopy.success} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label="Name" required autoComplete="name" maxLength={limits.name} />
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          hint="Optional"
        />
        <SelectField
          field={fields.interest}
          label="Service interest"
          options={serviceInterests}
          placeholder="Choose a service (optional)"
        />
      </div>
      <TextareaField
        field={fields.message}
        label="Message"
        required
        rows={6}
        maxLength={limits.message}
        placeholder="Your space, its size, the finish you like and when you would like it done."
      />
      <PhotoField key={fields.photos.key} errors={fields.photos.errors} />
      <SubmitButton submitting={submitting} idle={contactCopy.submit} busy={contactCopy.sending} />
    </Form>
  )
}
