import { Headphones, ShieldCheck, Sparkles } from 'lucide-react'
import { seo } from '~/components/site/seo'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { processPage as page } from '~/content/pages/process'
import { maintenanceCard, processSteps, warrantyPromise } from '~/content/process'
import { RevealSteps } from '~/features/showcase/reveal-steps'
import type { Route } from './+types/process'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Process() {
  return (
    <>
      <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
        <div className="container-page py-14 sm:py-20">
          <h1 className="text-4xl text-white sm:text-5xl">{page.headline}</h1>
          <p className="mt-4 max-w-2xl text-lg text-graphite-300">
            Five steps take a tired, cracked slab to a floor you want to stand on. Here is what happens on
            each day of your install.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A plain anchor: it scrolls to the timeline with or without JavaScript. */}
            <a href="#timeline" className={buttonClass('primary', 'lg')}>
              See How We Do It
            </a>
            <ButtonLink to="/warranty" size="lg" variant="secondary">
              View Full Warranty
            </ButtonLink>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-graphite-300">
            <Headphones className="h-4 w-4" aria-hidden="true" />
            Ambient sound: grinder hum and resin pour (coming soon)
          </p>
        </div>
      </header>

      <section id="timeline" aria-labelledby="timeline-title" className="container-page scroll-mt-20 py-16">
        <h2 id="timeline-title" className="text-3xl text-white">
          The Five Steps
        </h2>
        <div className="mt-10 pl-4">
          <RevealSteps steps={processSteps} />
        </div>
      </section>

      <section aria-label="Care and warranty" className="container-page grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <Sparkles className="h-8 w-8 text-copper-300" aria-hidden="true" />
          <h2 className="mt-4 text-2xl text-white">{maintenanceCard.title}</h2>
          <p className="mt-3 text-graphite-300">{maintenanceCard.text}</p>
          <ButtonLink to="/floor-care" className="mt-6">
            Join Floor Care Club
          </ButtonLink>
        </div>
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <ShieldCheck className="h-8 w-8 text-copper-300" aria-hidden="true" />
          <h2 className="mt-4 text-2xl text-white">{warrantyPromise.title}</h2>
          <p className="mt-3 text-graphite-300">{warrantyPromise.text}</p>
          <ButtonLink to="/warranty" variant="secondary" className="mt-6">
            Read Full Policy
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="process-cta" className="container-page py-16">
        <div className="rounded-2xl border border-graphite-700 bg-gradient-to-br from-graphite-900 to-copper-700/40 p-10 text-center">
          <h2 id="process-cta" className="text-3xl text-white">
            Ready When You Are
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-graphite-100">
            Price your floor, browse finished work, or ask us anything about the process.
          </p>
          <nav aria-label="Next steps" className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/estimator" size="lg">
              Get My Estimate
            </ButtonLink>
            <ButtonLink to="/portfolio" size="lg" variant="secondary">
              See Our Work
            </ButtonLink>
            <ButtonLink to="/process#timeline" size="lg" variant="ghost">
              Back to the Steps
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="ghost">
              Contact Us
            </ButtonLink>
          </nav>
        </div>
      </section>
    </>
  )
}
