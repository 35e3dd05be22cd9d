import { MapPin, Phone } from 'lucide-react'
import { data, Link, redirect } from 'react-router'
import { Breadcrumb } from '~/components/site/breadcrumb'
import { absoluteUrl, seo, siteUrlFrom } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { JsonLd } from '~/components/ui/json-ld'
import { company, installDuration, warranty } from '~/content/business'
import { en } from '~/content/en/span-words'
import { usd } from '~/content/format'
import { reasons, serviceAreaFacts, serviceCards } from '~/content/service-area-copy'
import { serviceAreaPage } from '~/features/service-area/page'
import { type ServiceAreaWordsEs, serviceAreaPageEs } from '~/features/service-area/page-es.server'
import { retiredAreaRedirect } from '~/features/service-area/retired.server'
import { langOfPath, localeOf, pathIn } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/service-area'

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const page = lang === 'es' ? serviceAreaPageEs(params.zip) : serviceAreaPage(params.zip)
  if (!page) {
    // A ZIP the owner retired keeps its links working: 301 to the nearest area still served, in the
    // same language (decisions 033, 034).
    const to = retiredAreaRedirect(params.zip)
    if (to) throw redirect(pathIn(lang, `/service-area/${to}`), 301)
  }
  // Every served area has a Spanish page, worded from a template: an area has no free text of the
  // owner's to translate (decision 034). A ZIP we do not serve has none, so Spanish answers its 404
  // rather than the English hub.
  if (!page && lang === 'es') throw data('Área no encontrada', { status: 404 })
  // An unknown ZIP goes to the hub, and its URL never enters the history: a document request
  // gets a 302; in the browser the pending navigation becomes one to /knowledge. (React Router's
  // `replace()` would go further and overwrite the page the visitor came from.)
  if (!page) throw redirect('/knowledge')
  // The Spanish words as one JSON string, like the other Spanish pages' (decision 034, "Bytes").
  return { ...page, words: 'words' in page ? JSON.stringify(page.words) : null, twin: true }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const { area } = loaderData
  const es = readWords<ServiceAreaWordsEs>(loaderData.words)
  if (es) return seo(matches, { ...es.meta, path: `/service-area/${area.zip}` })
  return seo(matches, {
    title: `Epoxy Flooring in ${area.city}, ${area.state} ${area.zip} | ${company.name}`,
    description: `Garage, commercial and metallic epoxy floors in ${area.city}, ${area.county} County, ${area.state} ${area.zip}. Free estimates, installs in ${en(installDuration.average)}, ${warranty.lifetime.label.toLowerCase()}. Call ${company.phone}.`,
    path: `/service-area/${area.zip}`,
    keywords: [
      `epoxy flooring ${area.city} ${area.state}`,
      `garage floor epoxy ${area.zip}`,
      `metallic epoxy ${area.city}`,
      `${area.county} County epoxy contractor`,
      'epoxy floor installer',
    ],
  })
}

export default function ServiceArea({ loaderData, matches }: Route.ComponentProps) {
  const { area, miles, direction, inside, local, sameCity, neighbours, faqs } = loaderData
  // The Spanish page's words, formatted on the server; the English ones are written below (decision 034).
  const es = readWords<ServiceAreaWordsEs>(loaderData.words)
  const lang = es ? 'es' : 'en'
  const areaPath = (zip: string) => pathIn(lang, `/service-area/${zip}`)
  const siteUrl = siteUrlFrom(matches)
  const url = absoluteUrl(siteUrl, areaPath(area.zip))
  const [low, high] = serviceAreaFacts.priceRange
  const cards = es?.serviceCards ?? serviceCards
  const links = es?.links ?? [
    { to: '/estimator', label: 'Get Free Estimate' },
    { to: '/schedule', label: 'Book Consultation' },
  ]
  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-10 sm:py-16">
          <Breadcrumb
            items={
              es
                ? // The knowledge hub is not in Spanish: the Spanish trail is the home and the area.
                  [{ label: es.breadcrumb, href: areaPath(area.zip) }]
                : [
                    { label: 'Knowledge Hub', href: '/knowledge' },
                    {
                      label: `${area.county} County`,
                      href: `/knowledge?q=${encodeURIComponent(area.county)}`,
                    },
                    { label: `${area.city} ${area.zip}`, href: `/service-area/${area.zip}` },
                  ]
            }
          />
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-copper-300">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {es?.countyLine ?? `${area.county} County, ${area.state}`}
          </p>
          <h1 className="mt-3 text-4xl text-white sm:text-5xl">
            {es?.headline ?? `Epoxy Flooring in ${area.city}, ${area.state}`}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-graphite-300">
            {es?.lead ??
              `Garage, commercial and industrial resin floors for ${area.city} ${area.zip}, ${
                direction
                  ? `${Math.round(miles)} miles ${direction} of our ${company.base.city} base.`
                  : `right at our ${company.base.city} base.`
              }`}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((l, i) => (
              <ButtonLink key={l.to} to={l.to} size="lg" variant={i === 0 ? undefined : 'secondary'}>
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </header>

      <section aria-labelledby="services" className="container-page py-14">
        <h2 id="services" className="text-3xl text-white">
          {es?.servicesTitle ?? `Floors we install in ${area.city}`}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-6"
            >
              <h3 className="text-xl text-white">{card.title}</h3>
              <p className="mt-3 flex-1 text-graphite-300">{card.text}</p>
              <Link to={card.href} className="mt-4 text-copper-300 hover:text-copper-200">
                {card.cta}
                <span className="sr-only">{es?.forCity ?? ` for ${area.city}`}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-graphite-300">
          {es?.typicalPrice ?? `Typical installed price in ${area.city}: ${usd(low)}-${usd(high)} per sq ft.`}
        </p>
      </section>

      <section aria-labelledby="local" className="border-y border-graphite-800 bg-graphite-900">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="local" className="text-3xl text-white">
              {es?.localTitle ?? `Your local floor crew in ${area.city}`}
            </h2>
            {local.map((p) => (
              <p key={p} className="mt-4 text-graphite-300">
                {p}
              </p>
            ))}
          </div>
          <dl className="grid content-start gap-4 rounded-xl border border-graphite-700 p-6 text-sm">
            <div>
              <dt className="text-graphite-400">
                {es?.facts.distance ?? `Distance from ${company.base.city}`}
              </dt>
              <dd className="text-lg text-white">{es?.distance ?? `${miles} miles`}</dd>
            </div>
            <div>
              <dt className="text-graphite-400">
                {es?.facts.radius ?? `${serviceAreaFacts.radiusMiles}-mile service radius`}
              </dt>
              <dd className="text-lg text-white">
                {inside
                  ? (es?.facts.inside ?? 'Inside: standard scheduling')
                  : (es?.facts.outside ?? 'Outside: planned install dates')}
              </dd>
            </div>
            <div>
              <dt className="text-graphite-400">{es?.facts.reply ?? 'Reply to requests'}</dt>
              <dd className="text-lg text-white">
                {es?.facts.replyWithin ?? `Within ${en(serviceAreaFacts.responseTime)}`}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="why" className="container-page py-14">
        <h2 id="why" className="text-3xl text-white">
          {es?.whyTitle ?? `Why ${area.city} homeowners and businesses choose ${company.name}`}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(es?.reasons ?? reasons).map((r) => (
            <li key={r.title} className="rounded-xl border border-graphite-800 p-5">
              <h3 className="font-sans text-base font-semibold text-copper-200">{r.title}</h3>
              <p className="mt-2 text-graphite-300">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="container-page pb-14">
        <h2 id="faq" className="text-3xl text-white">
          {es?.faqTitle ?? `${area.city} epoxy floor questions`}
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
            {es?.sameCityTitle ?? `Other ${area.city} ZIP codes`}
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
            <p className="mt-4 text-graphite-300">
              {es?.onlyZip ?? `${area.zip} is the only ${area.city} ZIP code we list.`}
            </p>
          )}
        </div>
        <div>
          <h2 className="text-2xl text-white">{es?.countyTitle ?? `More of ${area.county} County`}</h2>
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
            <p className="mt-4 text-graphite-300">
              {es?.onlyCity ?? `${area.city} is the only ${area.county} County city we list so far.`}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="call" className="container-page">
        <div className="rounded-2xl border border-copper-400/40 bg-graphite-900 p-8 text-center">
          <h2 id="call" className="text-3xl text-white">
            {es?.callTitle ?? `Ready for a new floor in ${area.city}?`}
          </h2>
          <p className="mt-3 text-graphite-300">
            {es?.callText ?? 'Talk to a floor expert today. No obligation.'}
          </p>
          <a
            href={company.phoneHref}
            className="mt-6 inline-flex items-center gap-2 text-2xl text-copper-300"
          >
            <Phone className="h-6 w-6" aria-hidden="true" />
            {es?.call ?? `Call ${company.phone}`}
          </a>
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          '@id': `${url}#service`,
          name: es?.jsonLd.name ?? `Epoxy flooring in ${area.city}, ${area.state}`,
          serviceType: es?.jsonLd.serviceType ?? 'Epoxy and metallic resin floor installation',
          ...(es ? { inLanguage: localeOf('es').hreflang } : {}),
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
              name: es?.jsonLd.county ?? `${area.county} County, ${area.state}`,
            },
          ],
          offers: {
            '@type': 'Offer',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              minPrice: low,
              maxPrice: high,
              priceCurrency: 'USD',
              unitText: es?.jsonLd.unitText ?? 'square foot',
            },
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          ...(es ? { inLanguage: localeOf('es').hreflang } : {}),
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
