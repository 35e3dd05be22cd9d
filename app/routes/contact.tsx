import { Clock, Mail, MapPin, MessageSquare, Phone } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { contactPage as page } from '~/content/pages/contact'
import { leadHeaders, sendLead } from '~/features/leads/client-action'
import { ContactForm } from '~/features/leads/contact-form'
import { contactPage } from '~/features/leads/contact-page.server'
import { leadAction } from '~/features/leads/lead-service.server'
import { contactPrefill } from '~/features/leads/prefill'
import { leadRefusals, leadRequired } from '~/features/leads/required.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/contact'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  return { copy: contactPage(lang), required: leadRequired('contact'), refusals: leadRefusals(lang) }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.copy)

export const action = (args: Route.ActionArgs) => leadAction(args, 'contact', '/contact')

export const headers: Route.HeadersFunction = leadHeaders

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendLead(serverAction)

const channelIcon = { call: Phone, text: MessageSquare, email: Mail } as const

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  // Read in the server render of `/contact?…` and in the browser alike.
  const [search] = useSearchParams()
  const prefill = contactPrefill(search)
  const { copy } = loaderData
  const area = copy.serviceArea
  return (
    <>
      <PageHeader title={copy.headline} lead={copy.lead}>
        {copy.channels.map((c) => {
          const Icon = channelIcon[c.kind as keyof typeof channelIcon]
          return (
            <a
              key={c.kind}
              href={c.href}
              className={buttonClass(c.kind === 'call' ? 'primary' : 'secondary', 'lg')}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              <span>
                {c.label}
                <span className="sr-only">: {c.detail}</span>
              </span>
            </a>
          )
        })}
      </PageHeader>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl text-white">
            {copy.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-graphite-300">{copy.formIntro}</p>
          <ContactForm
            key={search.toString()}
            actionData={actionData}
            prefill={prefill}
            copy={copy}
            required={loaderData.required}
            refusals={loaderData.refusals}
          />
        </section>
        <aside
          aria-labelledby="service-area-title"
          className="h-fit rounded-2xl border border-graphite-800 bg-graphite-900 p-6"
        >
          <h2 id="service-area-title" className="flex items-center gap-2 text-xl text-white">
            <MapPin className="h-5 w-5 text-copper-300" aria-hidden="true" />
            {area.title}
          </h2>
          <p className="mt-3 text-sm text-graphite-300">{area.intro}</p>
          <h3 className="mt-5 text-sm font-semibold text-graphite-100">{area.countiesTitle}</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {area.counties.map((c) => (
              <li key={c} className="rounded-full bg-graphite-800 px-3 py-1 text-graphite-200">
                {c}
              </li>
            ))}
          </ul>
          <h3 className="mt-5 text-sm font-semibold text-graphite-100">{area.citiesTitle}</h3>
          <p className="mt-2 text-sm text-graphite-300">{area.mainCities.join(', ')}</p>
          <p className="mt-5 flex items-start gap-2 text-sm text-graphite-100">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-copper-300" aria-hidden="true" />
            <span>
              {area.responseTime}
              <br />
              <span className="text-graphite-300">{area.hours}</span>
            </span>
          </p>
          <dl className="mt-5 space-y-1 text-sm">
            {copy.channels.map((c) => (
              <div key={c.kind} className="flex gap-2">
                <dt className="text-graphite-400">{c.label}:</dt>
                <dd>
                  <a href={c.href} className="text-copper-300 underline-offset-2 hover:underline">
                    {c.detail}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </>
  )
}
