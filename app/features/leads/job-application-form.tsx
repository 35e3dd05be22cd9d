import { Form } from 'react-router'
import { Field, Honeypot, Input } from '~/components/ui/field'
import { careersCopy } from '~/content/careers'
import type { JobRole } from '~/content/job-roles'
import { FormId, LeadOutcome, SubmitButton, TextField } from './form-fields'
import { limits } from './limits'
import type { LeadActionData } from './types'
import { useLeadForm } from './use-lead-form'

/** One role's application form; the careers page renders one per role. */
export function JobApplicationForm({
  role,
  actionData,
  onSuccess,
}: {
  role: JobRole
  /** Only the answer to this role's form. */
  actionData: LeadActionData | undefined
  onSuccess: () => void
}) {
  const { form, fields, submitting, formProps } = useLeadForm({
    kind: 'job',
    id: `apply-${role.id}`,
    actionData,
    success: careersCopy.success,
    onSuccess,
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="relative mt-6 space-y-5"
      aria-label={`Apply for ${role.title}`}
      {...formProps}
    >
      <FormId id={form.id} />
      <input type="hidden" name="role" value={role.id} />
      <Honeypot />
      <div aria-live="polite">
        {actionData?.outcome === 'success' ? null : (
          <LeadOutcome actionData={actionData} formErrors={form.errors} success={careersCopy.success} />
        )}
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
          required
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <Field label="Resume (PDF)" required errors={fields.resume.errors} hint={careersCopy.resumeHint}>
          {({ id, describedBy, invalid }) => (
            <Input
              key={fields.resume.key}
              id={id}
              name={fields.resume.name}
              type="file"
              accept="application/pdf,.pdf"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="file:mr-3 file:rounded-full file:border-0 file:bg-copper-400 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-graphite-950"
            />
          )}
        </Field>
      </div>
      <TextField
        field={fields.videoUrl}
        label="Video pitch link"
        type="url"
        inputMode="url"
        maxLength={limits.url}
        placeholder="https://"
        hint={careersCopy.videoHint}
      />
      <SubmitButton submitting={submitting} idle={careersCopy.submit} busy={careersCopy.sending} />
    </Form>
  )
}
