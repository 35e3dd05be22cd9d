import { company } from '~/content/business'
import { contactCopy } from '~/content/contact'
import { contactEs } from '~/content/es/contact'
import { factsEs } from '~/content/es/facts'
import { formatCopy } from '~/i18n/format-copy.server'

const listEs = (items: readonly string[]) =>
  new Intl.ListFormat('es-US', { type: 'conjunction' }).format(items)

/**
 * The contact page's words for a Spanish visitor, with the business's published facts in them, and
 * the form's messages the browser may need (decision 034).
 */
export function contactPageEs() {
  const { counties: _c, mainCities: _m, ...area } = contactEs.serviceArea
  const copy = formatCopy(
    'es',
    { ...contactEs, serviceArea: area },
    {
      phone: company.phone,
      phoneHref: company.phoneHref,
      smsHref: company.smsHref,
      email: company.email,
      emailHref: company.emailHref,
      city: company.base.city,
      state: company.base.state,
      radius: company.serviceRadiusMiles,
      expansion: listEs(company.expansion),
      hours: factsEs.hours,
    },
  )
  return {
    ...copy,
    serviceArea: {
      ...copy.serviceArea,
      counties: company.counties.map((c) => `Condado de ${c}`),
      mainCities: [...contactCopy.serviceArea.mainCities],
    },
  }
}
