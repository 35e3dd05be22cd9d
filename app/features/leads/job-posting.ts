import { company } from '~/content/business'
import type { JobRole } from '~/content/job-roles'

/** schema.org JobPosting for one role, so search engines can list it as a job. */
export function jobPostingJsonLd(role: JobRole, datePosted: string, siteUrl = '') {
  const { pay } = role
  const hybrid = role.location === 'Hybrid'
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: `<p>${role.description}</p><ul>${role.requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: role.id },
    datePosted,
    employmentType: role.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(siteUrl ? { sameAs: siteUrl, url: siteUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: hybrid || role.location === 'Metro Atlanta' ? company.base.city : role.location,
        addressRegion: company.base.state,
        addressCountry: 'US',
      },
    },
    ...(hybrid
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'State', name: 'Georgia' },
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: pay.unit },
    },
    directApply: true,
    ...(siteUrl ? { url: `${siteUrl.replace(/\/$/, '')}/careers#${role.id}` } : {}),
  }
}
