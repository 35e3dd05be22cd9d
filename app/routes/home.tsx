import { useRouteLoaderData } from 'react-router'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { JsonLd } from '~/components/ui/json-ld'
import { claims, company } from '~/content/business'
import { sitePage } from '~/content/site-pages'
import { ChatWidget } from '~/features/chat/chat-widget'
import { localBusinessJsonLd } from '~/features/site/organization'
import type { Route } from './+types/home'

const page = sitePage('/')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Home() {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? ''
  return (
    <>
      <section className="relative overflow-hidden border-b border-graphite-800 bg-gradient-to-br from-graphite-900 via-graphite-950 to-copper-700/30">
        <div className="container-page py-24 sm:py-32">
          <p className="text-sm font-semibold uppercase tracking-widest text-copper-300">
            {company.base.region} · {claims.established}
          </p>
          <h1 className="mt-4 max-w-3xl text-5xl text-white sm:text-6xl">{page.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg text-graphite-300">{company.tagline}.</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/schedule" size="lg">
              Lock Your Weekend Slot
            </ButtonLink>
            <ButtonLink to="/portfolio" size="lg" variant="secondary">
              See Styles
            </ButtonLink>
          </div>
        </div>
      </section>
      <JsonLd data={localBusinessJsonLd(siteUrl)} />
      <ChatWidget />
    </>
  )
}
