import { BadgeCheck } from 'lucide-react'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FaqList } from '~/components/ui/faq-list'
import { PageHeader } from '~/components/ui/page-header'
import { floorCareClub } from '~/content/business'
import { floorCareFaq, membershipDetails } from '~/content/floor-care'
import { usd } from '~/content/format'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/floor-care'

const page = sitePage('/floor-care')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function FloorCare() {
  return (
    <>
      <PageHeader
        title={page.headline}
        lead="Keep your floor looking like reveal day: regular inspections, member pricing and a longer warranty."
      />
      <section
        aria-labelledby="membership"
        className="container-page grid gap-10 py-14 lg:grid-cols-[2fr_3fr]"
      >
        <div className="rounded-2xl border border-copper-400/60 bg-graphite-900 p-8">
          <h2 id="membership" className="text-2xl text-white">
            Membership
          </h2>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-copper-300">
            Launch special
          </p>
          <p className="mt-1 font-display text-5xl text-white">
            {usd(floorCareClub.priceLaunch)}
            <span className="text-lg text-graphite-300">/{floorCareClub.period}</span>
          </p>
          <p className="mt-2 text-graphite-300">
            Regular price{' '}
            <s>
              {usd(floorCareClub.priceRegular)}/{floorCareClub.period}
            </s>
          </p>
          <p className="mt-6 text-graphite-100">
            <span className="font-semibold">Who can join:</span> {floorCareClub.joinWindow.toLowerCase()}.
          </p>
          <ButtonLink to="/contact?interest=maintenance" size="lg" className="mt-8 w-full">
            Join
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {membershipDetails.map((d) => (
            <li key={d.title} className="rounded-xl border border-graphite-800 bg-graphite-900/60 p-5">
              <h3 className="flex items-center gap-2 text-lg text-white">
                <BadgeCheck className="h-5 w-5 shrink-0 text-copper-300" aria-hidden="true" />
                {d.title}
              </h3>
              <p className="mt-2 text-sm text-graphite-300">{d.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="club-faq" className="container-page max-w-3xl">
        <h2 id="club-faq" className="text-3xl text-white">
          Club Questions
        </h2>
        <div className="mt-6">
          <FaqList name="floor-care-faq" faqs={floorCareFaq} />
        </div>
      </section>
    </>
  )
}
