import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { partnerApplicationPage as page } from '~/content/pages/partner-application'
import { partnerApplicationCopy } from '~/content/partner-application'
import { leadHeaders, sendLead } from '~/features/leads/client-action'
import { leadAction } from '~/features/leads/lead-service.server'
import { PartnerApplicationForm } from '~/features/leads/partner-application-form'
import { leadRefusals, leadRequired } from '~/features/leads/required.server'
import { defaultLang } from '~/i18n/lang'
import type { Route } from './+types/partner-application'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export const loader = () => ({ required: leadRequired('partner'), refusals: leadRefusals(defaultLang) })

export const action = (args: Route.ActionArgs) => leadAction(args, 'partner', '/partner-application')

export const headers: Route.HeadersFunction = leadHeaders

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendLead(serverAction)

export default function PartnerApplication({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.headline} lead={partnerApplicationCopy.lead} />
      <section aria-label="Application form" className="container-page max-w-3xl py-14">
        <p className="mb-6 text-graphite-300">Fields marked * are required.</p>
        <PartnerApplicationForm
          actionData={actionData}
          required={loaderData.required}
          refusals={loaderData.refusals}
        />
      </section>
    </>
  )
}
