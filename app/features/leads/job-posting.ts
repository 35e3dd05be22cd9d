import { company } from '~/content/business'
import { type JobRole, roleIn } from '~/content/job-roles'
import { defaultLang, type Lang, pathIn } from '~/i18n/lang'

/**
 * schema.org JobPosting for one role, so search engines can list it as a job. On the Spanish page the
 * posting is in Spanish and points there (decision 034); where the job is stays read from the English.
 */
export function jobPostingJsonLd(role: JobRole, datePosted: string, siteUrl = '', lang: Lang = defaultLang) {
  const { pay } = role
  const words = roleIn(role, lang) ?? role
  const hybrid = role.location === 'Hybrid'
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: words.title,
    description: `<p>${words.description}</p><ul>${words.requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`,
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
    ...(siteUrl ? { url: `${siteUrl.replace(/\/$/, '')}${pathIn(lang, '/careers')}#${role.id}` } : {}),
  }
}
