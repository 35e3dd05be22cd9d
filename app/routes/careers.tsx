import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import { seoIn } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { FormStatus } from '~/components/ui/field'
import { JsonLd } from '~/components/ui/json-ld'
import { PageHeader } from '~/components/ui/page-header'
import { type JobRole, jobRoles, roleIn, rolesPostedOn } from '~/content/job-roles'
import { careersPage as page } from '~/content/pages/careers'
import { siteUrl } from '~/env.server'
import { careersPage as careersWords } from '~/features/leads/careers-page.server'
import { leadHeaders, sendLead } from '~/features/leads/client-action'
import { JobApplicationForm } from '~/features/leads/job-application-form'
import { jobPostingJsonLd } from '~/features/leads/job-posting'
import { leadAction } from '~/features/leads/lead-service.server'
import { leadRefusals, leadRequired } from '~/features/leads/required.server'
import type { WithoutVersions } from '~/i18n/content'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/careers'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.copy)

/** A role as the page shows it: its words in the page's language, no other language's. */
type ShownRole = WithoutVersions<JobRole>

// The roles travel as page data (in the HTML), not as JavaScript: it keeps the page's first load small.
// A page in another language lists only the roles the owner wrote in it, in it; its words come
// formatted from the server in its own language only (decisions 034, 039).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const listed = jobRoles.filter((role) => roleIn(role, lang))
  const roles: ShownRole[] = listed.map((role) => {
    const { es: _es, ...shown } = role
    return { ...shown, ...roleIn(role, lang) }
  })
  return {
    copy: careersWords(lang),
    roles,
    postings: listed.map((role) => jobPostingJsonLd(role, rolesPostedOn, siteUrl(), lang)),
    required: leadRequired('job'),
    refusals: leadRefusals(lang),
  }
}

// The roles change only with the language: a form post never fetches them again, and a failed
// network must not trade the form for an error page.
export const shouldRevalidate = revalidateOnLanguageChange

export const action = (args: Route.ActionArgs) => leadAction(args, 'job', '/careers')

export const headers: Route.HeadersFunction = leadHeaders

export const clientAction = async ({ serverAction, request }: Route.ClientActionArgs) => {
  const role = String((await request.clone().formData()).get('role') ?? '') || undefined
  return sendLead(serverAction, role)
}

export default function Careers({ actionData, loaderData }: Route.ComponentProps) {
  const { roles, postings, copy } = loaderData
  // A failed submission reopens its role so the errors are in view.
  const failedRole = actionData && actionData.outcome !== 'success' ? actionData.role : undefined
  const [openRole, setOpenRole] = useState<string | undefined>(failedRole)
  useEffect(() => {
    if (failedRole) setOpenRole(failedRole)
  }, [failedRole])
  // A role the visitor opened before the page's JavaScript ran stays open, and
  // closes on success like any other (decision 019).
  useEffect(() => {
    const opened = document.querySelector<HTMLDetailsElement>('details[name="open-roles"][open]')
    if (opened) setOpenRole((current) => current ?? opened.id)
  }, [])

  return (
    <>
      <JsonLd data={postings} />
      <PageHeader title={copy.headline} lead={copy.lead}>
        <a href="#open-roles" className={buttonClass('primary', 'lg')}>
          {copy.applyNow}
        </a>
      </PageHeader>

      <section aria-labelledby="perks-title" className="container-page py-14">
        <h2 id="perks-title" className="text-3xl text-white">
          {copy.perksTitle}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {copy.perks.map((perk) => (
            <li key={perk.title} className="rounded-2xl border border-graphite-800 bg-graphite-900 p-5">
              <h3 className="font-semibold text-copper-200">{perk.title}</h3>
              <p className="mt-2 text-sm text-graphite-300">{perk.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="open-roles" aria-labelledby="roles-title" className="container-page scroll-mt-24 pb-20">
        <h2 id="roles-title" className="text-3xl text-white">
          {copy.rolesTitle}
        </h2>
        <p className="mt-2 text-graphite-300">{copy.rolesIntro}</p>
        <div aria-live="polite" className="mt-6 empty:hidden">
          {actionData?.outcome === 'success' ? (
            <FormStatus tone="success" title={copy.success.title}>
              {copy.success.description}
            </FormStatus>
          ) : null}
        </div>
        <div className="mt-8 space-y-4">
          {roles.map((role) => {
            const open = openRole === role.id
            return (
              // Native exclusive <details>: one role open at a time, with or without JavaScript.
              <details
                key={role.id}
                id={role.id}
                name="open-roles"
                open={open}
                onToggle={(e) => {
                  const nowOpen = e.currentTarget.open
                  setOpenRole((current) => (nowOpen ? role.id : current === role.id ? undefined : current))
                }}
                className="group rounded-2xl border border-graphite-800 bg-graphite-900"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-copper-400 [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="block font-display text-xl text-white">{role.title}</span>
                    <span className="mt-1 block text-sm text-graphite-300">{role.tagline}</span>
                    <span className="mt-2 flex flex-wrap gap-2 text-xs">
                      <span className="rounded-full bg-graphite-800 px-3 py-1 text-graphite-100">
                        {role.location}
                      </span>
                      <span className="rounded-full bg-copper-400/15 px-3 py-1 text-copper-200">
                        {role.payRange}
                      </span>
                    </span>
                  </span>
                  <ChevronDown
                    className="mt-1 h-5 w-5 shrink-0 text-graphite-300 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="border-t border-graphite-800 p-5">
                  <p className="text-graphite-200">{role.description}</p>
                  <h3 className="mt-5 font-semibold text-white">{copy.requirementsTitle}</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-graphite-300">
                    {role.requirements.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                  <JobApplicationForm
                    role={role}
                    actionData={actionData?.role === role.id ? actionData : undefined}
                    onSuccess={() => setOpenRole(undefined)}
                    copy={copy}
                    required={loaderData.required}
                    refusals={loaderData.refusals}
                  />
                </div>
              </details>
            )
          })}
        </div>
      </section>
    </>
  )
}
