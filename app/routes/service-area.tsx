import { MapPin, Phone } from 'lucide-react'
import { Link, redirect } from 'react-router'
import { Breadcrumb } from '~/components/site/breadcrumb'
import { absoluteUrl, seo, siteUrlFrom } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { JsonLd } from '~/components/ui/json-ld'
import { company } from '~/content/business'
import { usd } from '~/content/format'
import { reasons, serviceAreaFacts, serviceCards } from '~/content/service-area-copy'
import { serviceAreaPage } from '~/features/service-area/page'
import { retiredAreaRedirect } from '~/features/service-area/retired.server'
import type { Route } from './+types/service-area'

export function loader({ params }: Route.LoaderArgs) {
  const page = serviceAreaPage(params.zip)
  if (!page) {
    // A ZIP the owner retired keeps its links working: 301 to the nearest area still served (decision 033).
    const to = retiredAreaRedirect(params.zip)
    if (to) throw redirect(`/service-area/${to}`, 301)
  }
  // An unknown ZIP goes to the hub, and its URL never enters the history: a document request
  // gets a 302; in the browser the pending navigation becomes one to /knowledge. (React Router's
  // `replace()` would go further and overwrite the page the visitor came from.)
  if (!page) throw redirect('/knowledge')
  return page
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const { area } = loaderData
  return seo(matches, {
    title: `Epoxy Flooring in ${area.city}, ${area.state} ${area.zip} | ${company.name}`,
    description: `Garage, commercial and metallic epoxy floors in ${area.city}, ${area.county} County, ${area.state} ${area.zip}. Free estimates, 2-3 day installs, lifetime warranty. Call ${company.phone}.`,
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
  const siteUrl = siteUrlFrom(matches)
  const url = absoluteUrl(siteUrl, `/service-area/${area.zip}`)
  const [low, high] = serviceAreaFacts.priceRange
  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-10 sm:py-16">
          <Breadcrumb
            items={[
              { label: 'Knowledge Hub', href: '/knowledge' },
              { label: `${area.county} County`, href: `/knowledge?q=${encodeURIComponent(area.county)}` },
              { label: `${area.city} ${area.zip}`, href: `/service-area/${area.zip}` },
            ]}
          />
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-copper-300">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {area.county} County, {area.state}
          </p>
          <h1 className="mt-3 text-4xl text-white sm:text-5xl">
            Epoxy Flooring in {area.city}, {area.state}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-graphite-300">
            Garage, commercial and industrial resin floors for {area.city} {area.zip},{' '}
            {direction
              ? `${Math.round(miles)} miles ${direction} of our ${company.base.city} base.`
              : `right at our ${company.base.city} base.`}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/estimator" size="lg">
              Get Free Estimate
            </ButtonLink>
            <ButtonLink to="/schedule" size="lg" variant="secondary">
              Book Consultation
            </ButtonLink>
          </div>
        </div>
      </header>

      <section aria-labelledby="services" className="container-page py-14">
        <h2 id="services" className="text-3xl text-white">
          Floors we install in {area.city}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {serviceCards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-xl border border-graphite-800 bg-graphite-900 p-6"
            >
              <h3 className="text-xl text-white">{card.title}</h3>
              <p className="mt-3 flex-1 text-graphite-300">{card.text}</p>
              <Link to={card.href} className="mt-4 text-copper-300 hover:text-copper-200">
                {card.cta}
                <span className="sr-only"> for {area.city}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-graphite-300">
          Typical installed price in {area.city}: {usd(low)}-{usd(high)} per sq ft.
        </p>
      </section>

      <section aria-labelledby="local" className="border-y border-graphite-800 bg-graphite-900">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="local" className="text-3xl text-white">
              Your local floor crew in {area.city}
            </h2>
            {local.map((p) => (
              <p key={p} className="mt-4 text-graphite-300">
                {p}
              </p>
            ))}
          </div>
          <dl className="grid content-start gap-4 rounded-xl border border-graphite-700 p-6 text-sm">
            <div>
              <dt className="text-graphite-400">Distance from {company.base.city}</dt>
              <dd className="text-lg text-white">{miles} miles</dd>
            </div>
            <div>
              <dt className="text-graphite-400">{serviceAreaFacts.radiusMiles}-mile service radius</dt>
              <dd className="text-lg text-white">
                {inside ? 'Inside: standard scheduling' : 'Outside: planned install dates'}
              </dd>
            </div>
            <div>
              <dt className="text-graphite-400">Reply to requests</dt>
              <dd className="text-lg text-white">Within {serviceAreaFacts.responseTime}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="why" className="container-page py-14">
        <h2 id="why" className="text-3xl text-white">
          Why {area.city} homeowners and businesses choose {company.name}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-xl border border-graphite-800 p-5">
              <h3 className="font-sans text-base font-semibold text-copper-200">{r.title}</h3>
              <p className="mt-2 text-graphite-300">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="container-page pb-14">
        <h2 id="faq" className="text-3xl text-white">
          {area.city} epoxy floor questions
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
            Other {area.city} ZIP codes
          </h2>
          {sameCity.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {sameCity.map((a) => (
                <li key={a.zip}>
                  <Link
                    to={`/service-area/${a.zip}`}
                    className="inline-block rounded-full border border-graphite-700 px-3 py-1 text-graphite-100 hover:border-copper-400"
                  >
                    {a.city} {a.zip}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-graphite-300">
              {area.zip} is the only {area.city} ZIP code we list.
            </p>
          )}
        </div>
        <div>
          <h2 className="text-2xl text-white">More of {area.county} County</h2>
          {neighbours.length ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {neighbours.map((n) => (
                <li key={n.city}>
                  <Link
                    to={`/service-area/${n.zip}`}
                    className="inline-block rounded-full border border-graphite-700 px-3 py-1 text-graphite-100 hover:border-copper-400"
                  >
                    {n.city}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-graphite-300">
              {area.city} is the only {area.county} County city we list so far.
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="call" className="container-page">
        <div className="rounded-2xl border border-copper-400/40 bg-graphite-900 p-8 text-center">
          <h2 id="call" className="text-3xl text-white">
            Ready for a new floor in {area.city}?
          </h2>
          <p className="mt-3 text-graphite-300">Talk to a floor expert today. No obligation.</p>
          <a
            href={company.phoneHref}
            className="mt-6 inline-flex items-center gap-2 text-2xl text-copper-300"
          >
            <Phone className="h-6 w-6" aria-hidden="true" />
            Call {company.phone}
          </a>
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          '@id': `${url}#service`,
          name: `Epoxy flooring in ${area.city}, ${area.state}`,
          serviceType: 'Epoxy and metallic resin floor installation',
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
            { '@type': 'AdministrativeArea', name: `${area.county} County, ${area.state}` },
          ],
          offers: {
            '@type': 'Offer',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              minPrice: low,
              maxPrice: high,
              priceCurrency: 'USD',
              unitText: 'square foot',
            },
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
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
