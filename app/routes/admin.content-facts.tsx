import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormSelect } from '~/components/ui/conform-field'
import { type BusinessFacts, factsFromStored, factsSeededIn, seedContent } from '~/content/published'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, publishFromForm, requireItem, viewOf } from '~/features/content/console.server'
import { LinesField } from '~/features/content/fields'
import { baseOf, factsFormDefaults, factsFormSchemaIn, factsFromForm } from '~/features/content/forms'
import { singleKey } from '~/features/content/keys'
import { ConflictPanel, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import { languageName, versionLangs } from '~/features/content/versions'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import { isSpan } from '~/i18n/spans'
import type { Route } from './+types/admin.content-facts'

const historyHref = `/admin/content/history/facts/${singleKey.facts}`

// The prose facts of a language the seed is written in stay required (decision 039).
const factsFormSchema = factsFormSchemaIn(versionLangs, factsSeededIn)

export const meta: Route.MetaFunction = () => [
  { title: 'Business facts | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const item = await requireItem(context.db, 'facts', singleKey.facts)
  // Facts stored before a fact existed show the seed's value for it, so a publish never asks for
  // what the owner was never shown (the published content reads them the same way).
  // An install time stored as English text (before decision 039) shows the seed's days; Spanish prose
  // stored as `hoursEs`… (before its versions) shows as the Spanish version.
  const seed = seedContent().facts
  const stored = factsFromStored({ ...seed, ...(item.data as BusinessFacts) })
  for (const [name] of installTimes) if (!isSpan(stored[name])) stored[name] = seed[name]
  return { ...viewOf(item), data: stored }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: factsFormSchema })
  if (submission.status !== 'success')
    return refuse(submission, 'Nothing was published. Check the fields below.')
  return publishFromForm(context.db, submission, {
    kind: 'facts',
    key: singleKey.facts,
    data: factsFromForm(submission.value),
    baseRevision: baseOf(submission.value),
    author: editor.email,
  })
}

export default function FactsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  // A conflict keeps the form (and the revision it was opened at); a publish opens the new one.
  const formKey = conflict ? `conflict-${conflict.baseRevision}` : `revision-${loaderData.revision}`
  return (
    <AdminPage title="Business facts">
      <p className="mb-4 text-sm text-graphite-300">
        Published: <PublishedLine view={loaderData} />.{' '}
        <Link to={historyHref} className={textLinkClass}>
          History
        </Link>
      </p>
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} historyHref={historyHref} /> : null}
      <FactsForm
        key={formKey}
        facts={loaderData.data}
        baseRevision={conflict?.baseRevision ?? loaderData.revision}
        outcome={outcome}
      />
    </AdminPage>
  )
}

// Install times are days from–to, worded by each language (decision 039).
const installTimes = [
  ['installAverage', 'Average install'],
  ['installResidential', 'Residential install'],
  ['installLargerCommercial', 'Larger commercial install'],
  ['installProcess', 'Install on the process page'],
] as const

function FactsForm({
  facts,
  baseRevision,
  outcome,
}: {
  facts: BusinessFacts
  baseRevision: number
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(factsFormSchema),
    id: 'facts',
    lastResult: outcome && !outcome.ok ? outcome.reply : undefined,
    // Nested as Conform reads them; the fields' types come from the schema (onValidate).
    defaultValue: factsFormDefaults(facts) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: factsFormSchema }),
  })
  const days = Object.fromEntries(installTimes.map(([name]) => [name, fields[name].getFieldset()])) as Record<
    (typeof installTimes)[number][0],
    ReturnType<(typeof fields)['installAverage']['getFieldset']>
  >
  return (
    <Form method="post" className="grid max-w-3xl gap-6" {...getFormProps(form)}>
      <input type="hidden" name="baseRevision" value={baseRevision} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Contact</legend>
        <FormInput meta={fields.phone} type="tel" label="Phone" autoComplete="off" />
        <FormInput meta={fields.email} type="email" label="Email address" autoComplete="off" />
        <FormInput meta={fields.hours} label="Opening hours" className="md:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Where we work</legend>
        <FormInput meta={fields.city} label="City" />
        <FormInput meta={fields.state} label="State" hint="Two capital letters, like GA." />
        <FormInput meta={fields.region} label="Region" />
        <FormInput meta={fields.serviceRadiusMiles} type="number" label="Service radius (miles)" />
        <LinesField meta={fields.counties} label="Counties" hint="One county per line." rows={6} />
        <LinesField
          meta={fields.social}
          label="Social links"
          hint="One per line: the name, a space, then the full https:// address."
          rows={4}
        />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Warranty</legend>
        <FormInput meta={fields.warrantyYears} type="number" label="Warranty term (years)" />
        <FormInput meta={fields.warrantyLabel} label="Warranty wording" />
        <FormInput meta={fields.lifetimeWarrantyLabel} label="Lifetime warranty wording" />
      </fieldset>
      {versionLangs.map((lang) => {
        // One fieldset per language the owner writes in (decision 039), named in the console's English.
        const name = languageName(lang)
        const v = fields[lang].getFieldset()
        return (
          <fieldset key={lang} className="grid gap-4 md:grid-cols-2">
            <legend className="mb-2 text-xl text-white">In {name}</legend>
            <p className="text-sm text-graphite-300 md:col-span-2">
              As the {name} pages show them.{' '}
              {factsSeededIn.includes(lang) ? null : `Left empty, the ${name} pages show the English ones.`}
            </p>
            <FormInput meta={v.hours} label={`Opening hours in ${name}`} className="md:col-span-2" />
            <FormInput meta={v.warrantyLabel} label={`Warranty wording in ${name}`} />
            <FormInput meta={v.lifetimeWarrantyLabel} label={`Lifetime warranty wording in ${name}`} />
          </fieldset>
        )
      })}
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Install time (days)</legend>
        {installTimes.map(([name, label]) => {
          return (
            <div key={name} className="grid grid-cols-2 gap-2 md:col-span-2">
              <FormInput meta={days[name].min} type="number" label={`${label}: fewest days`} />
              <FormInput meta={days[name].max} type="number" label={`${label}: most days`} />
            </div>
          )
        })}
        <p className="text-sm text-graphite-300 md:col-span-2">
          Each language words the days itself: 2 and 3 read “2-3 days” and “2 a 3 días”.
        </p>
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Booking deposit</legend>
        <p className="text-sm text-graphite-300 md:col-span-2">
          Taken through Stripe when payments are set up on the server (decision 041); otherwise bookings take
          no deposit. Refunded in full up to 7 days before the install, half after that.
        </p>
        <FormSelect
          meta={fields.depositKind}
          label="Deposit"
          options={[
            ['fixed', 'A fixed amount'],
            ['percent', 'A percentage of the estimate'],
          ]}
        />
        <FormInput meta={fields.depositAmount} inputMode="decimal" label="Fixed deposit (dollars)" />
        <FormInput meta={fields.depositPercent} inputMode="decimal" label="Percentage of the estimate" />
        <FormInput
          meta={fields.depositMinimum}
          inputMode="decimal"
          label="Smallest deposit (dollars)"
          hint="With a percentage: the deposit is never less, and a booking without an estimate pays this."
        />
      </fieldset>
      <OverwriteChoice conflict={conflict} />
      <div>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          Publish
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
