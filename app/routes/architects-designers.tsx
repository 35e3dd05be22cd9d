import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { architectsDesignersPage as page } from '~/content/pages/architects-designers'
import { architectsCopy as copy } from '~/content/programs-copy'
import type { Route } from './+types/architects-designers'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function ArchitectsDesigners() {
  return (
    <>
      <PageHeader title={page.headline} lead={copy.lead}>
        <ButtonLink to={copy.specSheet.href} size="lg">
          {copy.specSheet.label}
        </ButtonLink>
        <ButtonLink to={copy.requestSamples.href} variant="secondary" size="lg">
          {copy.requestSamples.label}
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="program-title" className="container-page py-14">
        <h2 id="program-title" className="text-3xl text-white">
          {copy.programTitle}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {copy.program.map((p) => (
            <li key={p.title} className="rounded-2xl border border-graphite-800 bg-graphite-900 p-6">
              <h3 className="text-xl text-copper-200">{p.title}</h3>
              <p className="mt-2 text-graphite-300">{p.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to={copy.apply.href} size="lg">
            {copy.apply.label}
          </ButtonLink>
          <ButtonLink to={copy.specSheet.href} variant="secondary" size="lg">
            {copy.specSheet.label}
          </ButtonLink>
          <ButtonLink to={copy.requestSamples.href} variant="secondary" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
