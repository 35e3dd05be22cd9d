import { Form } from 'react-router'
import { Field, Honeypot, Input } from '~/components/ui/field'
import type { RefusalWords } from '~/features/forms/refusal'
import type { CareersWords } from './careers-page.server'
import { FormId, LeadOutcome, SubmitButton, TextField } from './form-fields'
import { limits } from './limits'
import type { LeadActionData } from './types'
import { useLeadForm } from './use-lead-form'

/** One role's application form; the careers page renders one per role. */
export function JobApplicationForm({
  role,
  actionData,
  onSuccess,
  copy,
  required,
  refusals,
}: {
  /** The role's address name and its title in the page's language. */
  role: { id: string; title: string }
  /** Only the answer to this role's form. */
  actionData: LeadActionData | undefined
  onSuccess: () => void
  /** The page's words in its language, from its loader (decision 039). */
  copy: CareersWords
  /** The fields the schema refuses empty, from the page's loader (`leadRequired`). */
  required: readonly string[]
  /** The schema's refusals in the page's language (`leadForm`). */
  refusals: RefusalWords
}) {
  const f = copy.fields
  const { form, fields, submitting, formProps } = useLeadForm({
    kind: 'job',
    id: `apply-${role.id}`,
    actionData,
    success: copy.success,
    onSuccess,
    messages: { titles: copy.outcome },
    refusals,
    required,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="relative mt-6 space-y-5"
      aria-label={`${copy.applyFor} ${role.title}`}
      {...formProps}
    >
      <FormId id={form.id} />
      <input type="hidden" name="role" value={role.id} />
      <Honeypot label={copy.honeypot} />
      <div aria-live="polite">
        {actionData?.outcome === 'success' ? null : (
          <LeadOutcome
            actionData={actionData}
            formErrors={form.errors}
            success={copy.success}
            titles={copy.outcome}
          />
        )}
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
        />
        <Field
          label={f.resume}
          required={fields.resume.required}
          errors={fields.resume.errors}
          hint={copy.resumeHint}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              key={fields.resume.key}
              id={id}
              name={fields.resume.name}
              type="file"
              accept="application/pdf,.pdf"
              required={fields.resume.required}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="file:mr-3 file:rounded-full file:border-0 file:bg-copper-400 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-graphite-950"
            />
          )}
        </Field>
      </div>
      <TextField
        field={fields.videoUrl}
        label={f.videoUrl}
        type="url"
        inputMode="url"
        maxLength={limits.url}
        placeholder="https://"
        hint={copy.videoHint}
      />
      <SubmitButton submitting={submitting} idle={copy.submit} busy={copy.sending} />
    </Form>
  )
}
