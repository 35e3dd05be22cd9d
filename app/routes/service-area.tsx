import { MapPin, Phone } from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import { Breadcrumb } from '~/components/site/breadcrumb'
import { absoluteUrl, seo, siteUrlFrom } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { JsonLd } from '~/components/ui/json-ld'
import { company } from '~/content/business'
import { serviceAreaFacts } from '~/content/service-area-copy'
import { type ServiceAreaWords, serviceAreaPageIn } from '~/features/service-area/area-page.server'
import { retiredAreaRedirect } from '~/features/service-area/retired.server'
import { defaultLang, langOfPath, localeOf, pathIn } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/service-area'

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const page = serviceAreaPageIn(lang, params.zip)
  if (!page) {
    // A ZIP the owner retired keeps its links working: 301 to the nearest area still served, in the
    // same language (decisions 033, 034).
    const to = retiredAreaRedirect(params.zip)
    if (to) throw redirect(pathIn(lang, `/service-area/${to}`), 301)
  }
  // Every served area has a page in every language, worded from a template: an area has no free text
  // of the owner's to translate (decision 039). A ZIP we do not serve has none, so another language
  // answers its 404 rather than the default language's hub.
  if (!page && lang !== defaultLang) throw data(null, { status: 404 })
  // An unknown ZIP goes to the hub, and its URL never enters the history: a document request
  // gets a 302; in the browser the pending navigation becomes one to /knowledge. (React Router's
  // `replace()` would go further and overwrite the page the visitor came from.)
  if (!page) throw redirect('/knowledge')
  // The words as one JSON string (decision 034, "Bytes"); `inLanguage` names a translation's language
  // in its structured data.
  return {
    ...page,
    words: JSON.stringify(page.words),
    inLanguage: lang === defaultLang ? null : localeOf(lang).hreflang,
    twin: true,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const words = readWords<ServiceAreaWords>(loaderData.words)
  if (!words) return []
  const { keywords, ...meta } = words.meta
  return seo(matches, {
    ...meta,
    path: `/service-area/${loaderData.area.zip}`,
    ...(keywords.length ? { keywords } : {}),
  })
}

export default function ServiceArea({ loaderData, matches }: Route.ComponentProps) {
  const { area, inside, local, sameCity, neighbours, faqs, inLanguage } = loaderData
  // The page's words in its language, formatted on the server (decision 039).
  const w = readWords<ServiceAreaWords>(loaderData.words) as ServiceAreaWords
  const lang = langOfPath(w.areaPath)
  const areaPath = (zip: string) => pathIn(lang, `/service-area/${zip}`)
  const siteUrl = siteUrlFrom(matches)
  const url = absoluteUrl(siteUrl, w.areaPath)
  const [low, high] = serviceAreaFacts.priceRange
  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-10 sm:py-16">
          <Breadcrumb
            items={[
              ...w.hubLinks.map((l) => ({ label: l.label, href: l.href })),
              { label: w.breadcrumb, href: w.areaPath },
            ]}
          />
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-copper-300">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {w.countyLine}
          </p>
          <h1 className="mt-3 text-4xl text-white sm:text-5xl">{w.headline}</h1>
          <p className="mt-4 max-w-2xl text-lg text-graphite-300">{w.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {w.links.map((l, i) => (
              <ButtonLink key={l.to} to={l.to} size="lg" variant={i === 0 ? undefined : 'secondary'}>
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </header>

      <section aria-labelledby="services" className="container-page py-14">
        <h2 id="services" className="text-3xl text-white">
          {w.servicesTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {w.serviceCards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-6"
            >
              <h3 className="text-xl text-white">{card.title}</h3>
              <p className="mt-3 flex-1 text-graphite-300">{card.text}</p>
              <Link to={card.href} className="mt-4 text-copper-300 hover:text-copper-200">
                {card.cta}
                <span className="sr-only">{w.forCity}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-graphite-300">{w.typicalPrice}</p>
      </section>

      <section aria-labelledby="local" className="border-y border-graphite-800 bg-graphite-900">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="local" className="text-3xl text-white">
              {w.localTitle}
            </h2>
            {local.map((p) => (
              <p key={p} className="mt-4 text-graphite-300">
                {p}
              </p>
            ))}
          </div>
          <dl className="grid content-start gap-4 rounded-xl border border-graphite-700 p-6 text-sm">
            <div>
              <dt className="text-graphite-400">{w.facts.distance}</dt>
              <dd className="text-lg text-white">{w.facts.distanceValue}</dd>
            </div>
            <div>
              <dt className="text-graphite-400">{w.facts.radius}</dt>
              <dd className="text-lg text-white">{inside ? w.facts.inside : w.facts.outside}</dd>
            </div>
            <div>
              <dt className="text-graphite-400">{w.facts.reply}</dt>
              <dd className="text-lg text-white">{w.facts.replyWithin}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="why" className="container-page py-14">
        <h2 id="why" className="text-3xl text-white">
          {w.whyTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {w.reasons.map((r) => (
            <li key={r.title} className="rounded-xl border border-graphite-800 p-5">
              <h3 className="font-sans text-base font-semibold text-copper-200">{r.title}</h3>
              <p className="mt-2 text-graphite-300">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="container-page pb-14">
        <h2 id="faq" className="text-3xl text-white">
          {w.faqTitle}
        </h2>
        <dl className="mt-6 space-y-6">
          {faqs.map((f) => (
            <div key={f.question}>
              <dt className="font-semibold text-white">{f.question}</dt>
              <dd className="mt-2 text-graphite-300">{f.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="nearby" className="container-page grid gap-10 pb-14 md:grid-cols-2">
        <div>
          <h2 id="nearby" className="text-2xl text-white">
            {w.sameCityTitle}
          </h2>
          {sameCity.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {sameCity.map((a) => (
                <li key={a.zip}>
                  <Link
                    to={areaPath(a.zip)}
                    className="inline-block rounded-full border border-graphite-700 px-3 py-1 text-graphite-100 hover:border-copper-400"
                  >
                    {a.city} {a.zip}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-graphite-300">{w.onlyZip}</p>
          )}
        </div>
        <div>
          <h2 className="text-2xl text-white">{w.countyTitle}</h2>
          {neighbours.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {neighbours.map((n) => (
                <li key={n.city}>
                  <Link
                    to={areaPath(n.zip)}
                    className="inline-block rounded-full border border-graphite-700 px-3 py-1 text-graphite-100 hover:border-copper-400"
                  >
                    {n.city}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-graphite-300">{w.onlyCity}</p>
          )}
        </div>
      </section>

      <section aria-labelledby="call" className="container-page">
        <div className="rounded-2xl border border-copper-400/40 bg-graphite-900 p-8 text-center">
          <h2 id="call" className="text-3xl text-white">
            {w.callTitle}
          </h2>
          <p className="mt-3 text-graphite-300">{w.callText}</p>
          <a
            href={company.phoneHref}
            className="mt-6 inline-flex items-center gap-2 text-2xl text-copper-300"
          >
            <Phone className="h-6 w-6" aria-hidden="true" />
            {w.call}
          </a>
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          '@id': `${url}#service`,
          name: w.jsonLd.name,
          serviceType: w.jsonLd.serviceType,
          ...(inLanguage ? { inLanguage } : {}),
          url,
          provider: {
            '@type': 'HomeAndConstructionBusiness',
            name: company.name,
            telephone: company.phone,
            email: company.email,
            url: absoluteUrl(siteUrl, '/'),
            address: {
              '@type': 'PostalAddress',
              addressLocality: company.base.city,
              addressRegion: company.base.state,
              addressCountry: 'US',
            },
          },
          areaServed: [
            {
              '@type': 'City',
              name: `${area.city}, ${area.state}`,
              geo: { '@type': 'GeoCoordinates', latitude: area.latitude, longitude: area.longitude },
            },
            { '@type': 'PostalCodeRangeSpecification', postalCodeBegin: area.zip, postalCodeEnd: area.zip },
            {
              '@type': 'AdministrativeArea',
              name: w.jsonLd.county,
            },
          ],
          offers: {
            '@type': 'Offer',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              minPrice: low,
              maxPrice: high,
              priceCurrency: 'USD',
              unitText: w.jsonLd.unitText,
            },
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          ...(inLanguage ? { inLanguage } : {}),
          mainEntity: faqs.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }}
      />
    </>
  )
}
