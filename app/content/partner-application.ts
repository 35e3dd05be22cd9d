import { partners } from './business'

/** Partner application options, value then label. */
export const partnerTypes = [
  { value: 'builder', label: 'Builder / Contractor' },
  { value: 'architect', label: 'Architect / Designer' },
  { value: 'facility', label: 'Facility Manager' },
  { value: 'realtor', label: 'Realtor' },
  { value: 'other', label: 'Other' },
] as const
export const yearsInBusinessOptions = [
  { value: '0-2', label: '0-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '10+', label: '10+ years' },
] as const
export const annualProjectsOptions = [
  { value: '1-5', label: '1-5 projects' },
  { value: '6-15', label: '6-15 projects' },
  { value: '16-30', label: '16-30 projects' },
  { value: '30+', label: '30+ projects' },
] as const
export const referralEstimateOptions = [
  { value: '1-2', label: '1-2 per month' },
  { value: '3-5', label: '3-5 per month' },
  { value: '6-10', label: '6-10 per month' },
  { value: '10+', label: '10+ per month' },
] as const

export const partnerApplicationCopy = {
  lead: `Tell us about your business. We review every application within ${partners.applicationReviewBusinessDays} business days.`,
  terms: 'I agree to the partnership terms',
  termsLink: { href: '/terms', label: 'Read the terms' },
  submit: 'Submit Application',
  sending: 'Sending...',
  success: {
    title: 'Application Submitted!',
    description: `We'll review your application and get back to you within ${partners.applicationReviewBusinessDays} business days.`,
  },
  agreementRequired: {
    title: 'Agreement Required',
    description: 'Please agree to the partnership terms to continue.',
  },
} as const
