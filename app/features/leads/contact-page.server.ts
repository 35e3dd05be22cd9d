import { company, responseTimes } from '~/content/business'
import { mainCities } from '~/content/contact'
import { photoLimits } from '~/features/photos/limits'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { listFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'

/**
 * The contact page's words in a language (decision 039), formatted with the business's published
 * facts; the page carries them and no other language's. The opening hours are the owner's own
 * wording in each language (a fact published per language).
 */
export function contactPage(lang: Lang) {
  const words = catalogs[lang].contact
  const { county, ...area } = words.serviceArea
  const copy = formatCopy(
    lang,
    { ...words, serviceArea: area },
    {
      phone: company.phone,
      phoneHref: company.phoneHref,
      smsHref: company.smsHref,
      email: company.email,
      emailHref: company.emailHref,
      company: company.name,
      city: company.base.city,
      state: company.base.state,
      region: company.base.region,
      radius: company.serviceRadiusMiles,
      expansion: listFormat(intlOf(lang), { type: 'conjunction' }).format(company.expansion),
      photos: photoLimits.maxPhotos,
      mb: photoLimits.maxBytesEach / 1024 / 1024,
      response: spanIn(lang, responseTimes.contact),
    },
  )
  return {
    ...copy,
    serviceArea: {
      ...copy.serviceArea,
      counties: company.counties.map((c) => formatCopy(lang, county, { county: c })),
      mainCities: [...mainCities],
      hours: factIn(lang, 'hours'),
    },
  }
}

export type ContactWords = ReturnType<typeof contactPage>
