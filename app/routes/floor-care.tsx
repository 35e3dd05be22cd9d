import { BadgeCheck } from 'lucide-react'
import { seoIn } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FaqList } from '~/components/ui/faq-list'
import { PageHeader } from '~/components/ui/page-header'
import { floorCareClub } from '~/content/business'
import { percentIn, usdIn } from '~/content/format'
import { floorCarePage as page } from '~/content/pages/floor-care'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { intlOf, langOfPath, pathIn } from '~/i18n/lang'
import type { Route } from './+types/floor-care'

// The page's words, formatted here in its own language with the live facts (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const intl = intlOf(lang)
  return {
    copy: formatCopy(lang, catalogs[lang].floorCare, {
      priceLaunch: usdIn(intl, floorCareClub.priceLaunch),
      priceRegular: usdIn(intl, floorCareClub.priceRegular),
      discount: percentIn(intl, floorCareClub.discount),
      yearsWith: floorCareClub.warrantyYearsWithMembership,
      yearsWithout: floorCareClub.warrantyYearsWithout,
      reminderDays: floorCareClub.renewalReminderDays,
    }),
    // The contact page opens with maintenance chosen.
    join: `${pathIn(lang, '/contact')}?interest=maintenance`,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.copy)

export default function FloorCare({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData
  const m = copy.membership
  return (
    <>
      <PageHeader title={copy.headline} lead={copy.lead} />
      <section
        aria-labelledby="membership"
        className="container-page grid gap-10 py-14 lg:grid-cols-[2fr_3fr]"
      >
        <div className="rounded-2xl border border-copper-400/60 bg-graphite-900 p-8">
          <h2 id="membership" className="text-2xl text-white">
            {m.title}
          </h2>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-copper-300">{m.badge}</p>
          <p className="mt-1 font-display text-5xl text-white">
            {m.price}
            <span className="text-lg text-graphite-300">{m.perPeriod}</span>
          </p>
          <p className="mt-2 text-graphite-300">
            {m.regularLabel} <s>{m.regularPrice}</s>
          </p>
          <p className="mt-6 text-graphite-100">
            <span className="font-semibold">{m.whoCanJoin}</span> {m.joinWindow}
          </p>
          <ButtonLink to={loaderData.join} size="lg" className="mt-8 w-full">
            {m.join}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {copy.details.map((d) => (
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
          {copy.faqTitle}
        </h2>
        <div className="mt-6">
          <FaqList name="floor-care-faq" faqs={copy.faq} />
        </div>
      </section>
    </>
  )
}
