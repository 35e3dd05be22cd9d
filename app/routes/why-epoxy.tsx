import { FlaskConical, Shield, Thermometer, Wind } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { NumberedSteps } from '~/components/ui/numbered-steps'
import { warranty } from '~/content/business'
import { whyEpoxyPage as page } from '~/content/pages/why-epoxy'
import { benefits, closingQuote, comparison, howItWorks, industries } from '~/content/why-epoxy'
import { IndustryTabs } from '~/features/showcase/industry-tabs'
import { clampYears } from '~/features/showcase/roi'
import { RoiCalculator } from '~/features/showcase/roi-calculator'
import type { Route } from './+types/why-epoxy'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

const benefitIcons = [Shield, FlaskConical, Thermometer, Wind]

export default function WhyEpoxy() {
  const [params] = useSearchParams()
  const years = clampYears(params.get('years'))
  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-14 sm:py-20">
          <h1 className="text-4xl text-white sm:text-5xl">{page.headline}</h1>
          <p className="mt-4 max-w-2xl text-lg text-graphite-300">
            Epoxy outlasts tile, paint and polished concrete, costs less to keep, and comes with a{' '}
            {warranty.lifetime.label.toLowerCase()}. Here is the chemistry, the comparison and the math.
          </p>
          <div className="mt-8">
            <ButtonLink to="/estimator" size="lg">
              See Your Estimate
            </ButtonLink>
          </div>
        </div>
      </header>

      <section aria-labelledby="how" className="container-page py-16">
        <h2 id="how" className="text-3xl text-white">
          How It Works
        </h2>
        <NumberedSteps steps={howItWorks} titleClassName="capitalize" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b, i) => {
            const Icon = benefitIcons[i] ?? Shield
            return (
              <li key={b.title} className="rounded-xl border border-graphite-700 bg-graphite-850 p-6">
                <Icon className="h-7 w-7 text-copper-300" aria-hidden="true" />
                <h3 className="mt-3 text-xl text-white">{b.title}</h3>
                <p className="mt-2 text-sm text-graphite-300">{b.text}</p>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="compare" className="border-y border-graphite-800 bg-graphite-900/60 py-16">
        <div className="container-page">
          <h2 id="compare" className="text-3xl text-white">
            Epoxy vs Tile vs Paint vs Polished Concrete
          </h2>
          <section
            aria-label="Comparison table (scrolls sideways on small screens)"
            className="mt-8 overflow-x-auto rounded-xl border border-graphite-700"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">
                Flooring options compared on cost, lifespan, maintenance, looks and safety
              </caption>
              <thead className="bg-graphite-850 text-white">
                <tr>
                  <th scope="col" className="p-4">
                    Floor
                  </th>
                  <th scope="col" className="p-4">
                    Cost per sq ft
                  </th>
                  <th scope="col" className="p-4">
                    Lifespan
                  </th>
                  <th scope="col" className="p-4">
                    Maintenance
                  </th>
                  <th scope="col" className="p-4">
                    Aesthetic
                  </th>
                  <th scope="col" className="p-4">
                    Safety
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row, i) => (
                  <tr
                    key={row.material}
                    className={`border-t border-graphite-800 ${i === 0 ? 'bg-copper-400/10 text-white' : 'text-graphite-300'}`}
                  >
                    <th scope="row" className="p-4 font-semibold text-white">
                      {row.material}
                    </th>
                    <td className="p-4">{row.costPerSqft}</td>
                    <td className="p-4">{row.lifespan}</td>
                    <td className="p-4">{row.maintenance}</td>
                    <td className="p-4">{row.aesthetic}</td>
                    <td className="p-4">{row.safety}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </section>

      <section aria-labelledby="industries" className="container-page py-16">
        <h2 id="industries" className="text-3xl text-white">
          Built for Your Industry
        </h2>
        <div className="mt-8">
          <IndustryTabs items={industries} />
        </div>
      </section>

      <section aria-labelledby="roi" className="border-y border-graphite-800 bg-graphite-900/60 py-16">
        <div className="container-page">
          <h2 id="roi" className="text-3xl text-white">
            Long-Term ROI Calculator
          </h2>
          <p className="mt-3 max-w-2xl text-graphite-300">
            What 1,000 sq ft of floor costs you over the years you own it: installation plus upkeep.
          </p>
          <div className="mt-8">
            <RoiCalculator key={years} initialYears={years} />
          </div>
        </div>
      </section>

      <section aria-label="Closing" className="container-page py-16 text-center">
        <figure>
          <blockquote className="mx-auto max-w-3xl font-display text-3xl text-white">
            <p>“{closingQuote.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-graphite-300">— {closingQuote.attribution}</figcaption>
        </figure>
        <ButtonLink to="/estimator" size="lg" className="mt-10">
          Start My Estimate
        </ButtonLink>
      </section>
    </>
  )
}
