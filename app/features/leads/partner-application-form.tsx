import type { FormEvent } from 'react'
import { Form, Link } from 'react-router'
import { FormStatus, Honeypot, RequiredMark } from '~/components/ui/field'
import { toast } from '~/components/ui/toast'
import {
  annualProjectsOptions,
  partnerApplicationCopy as copy,
  partnerTypes,
  referralEstimateOptions,
  yearsInBusinessOptions,
} from '~/content/partner-application'
import type { RefusalWords } from '~/features/forms/refusal'
import { FormId, LeadOutcome, SelectField, SubmitButton, TextareaField, TextField } from './form-fields'
import { limits } from './limits'
import type { LeadActionData } from './types'
import { useLeadForm } from './use-lead-form'

export function PartnerApplicationForm({
  actionData,
  required,
  refusals,
}: {
  actionData: LeadActionData | undefined
  /** The fields the schema refuses empty, from the page's loader (`leadRequired`). */
  required: readonly string[]
  /** The schema's refusals in the page's language (`leadForm`). */
  refusals: RefusalWords
}) {
  const { form, fields, submitting, formProps } = useLeadForm({
    kind: 'partner',
    id: 'partner-application',
    actionData,
    success: copy.success,
    refusals,
    required,
  })
  const termsErrors = fields.agreedToTerms.errors

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(e)
    const terms = e.currentTarget.elements.namedItem('agreedToTerms') as HTMLInputElement | null
    if (terms && !terms.checked) {
      toast.error(copy.agreementRequired.title, { description: copy.agreementRequired.description })
    }
  }

  return (
    <Form method="post" preventScrollReset className="relative space-y-5" {...formProps} onSubmit={onSubmit}>
      <FormId id={form.id} />
      <Honeypot />
      <div aria-live="polite">
        {actionData?.outcome === 'invalid' && actionData.result.error?.agreedToTerms ? (
          <FormStatus tone="error" title={copy.agreementRequired.title}>
            {copy.agreementRequired.description}
          </FormStatus>
        ) : (
          <LeadOutcome actionData={actionData} formErrors={form.errors} success={copy.success} />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={fields.companyName}
          label="Company Name"
          autoComplete="organization"
          maxLength={limits.company}
        />
        <TextField
          field={fields.contactName}
          label="Primary Contact"
          autoComplete="name"
          maxLength={limits.name}
        />
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <SelectField
          field={fields.partnerType}
          label="Partner Type"
          options={partnerTypes}
          placeholder="Choose a partner type"
        />
        <SelectField
          field={fields.yearsInBusiness}
          label="Years in Business"
          options={yearsInBusinessOptions}
          placeholder="Choose a range"
        />
        <SelectField
          field={fields.annualProjects}
          label="Annual Projects"
          options={annualProjectsOptions}
          placeholder="Choose a range"
        />
        <TextField
          field={fields.territoryInterest}
          label="Primary Service Area"
          maxLength={limits.territory}
          placeholder="e.g. Gwinnett County"
        />
        <SelectField
          field={fields.referralEstimate}
          label="Monthly Referral Estimate"
          options={referralEstimateOptions}
          placeholder="Choose an estimate (optional)"
        />
      </div>
      <TextareaField
        field={fields.aboutBusiness}
        label="About Your Business"
        rows={5}
        maxLength={limits.about}
        hint="Optional: your typical projects, clients and what you need from a flooring partner."
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            key={fields.agreedToTerms.key}
            id="partner-terms"
            type="checkbox"
            name={fields.agreedToTerms.name}
            defaultChecked={fields.agreedToTerms.initialValue === 'on'}
            required={fields.agreedToTerms.required}
            aria-invalid={termsErrors ? true : undefined}
            aria-describedby={termsErrors ? 'partner-terms-error' : undefined}
            className="mt-1 h-5 w-5 accent-copper-400"
          />
          <label htmlFor="partner-terms" className="text-sm text-graphite-100">
            {copy.terms}
            {fields.agreedToTerms.required ? <RequiredMark /> : null} (
            <Link to={copy.termsLink.href} className="text-copper-300 underline">
              {copy.termsLink.label}
            </Link>
            )
          </label>
        </div>
        {termsErrors ? (
          <p id="partner-terms-error" className="mt-1 text-sm text-red-300">
            {termsErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <SubmitButton submitting={submitting} idle={copy.submit} busy={copy.sending} />
    </Form>
  )
}
