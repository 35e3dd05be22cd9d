import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { finishKeys, type PriceBook, spaceKeys } from '~/content/facts-and-prices'
import { usd, usdRange } from '~/content/format'
import { AdminPage, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import {
  type ContentOutcome,
  type PreviewRow,
  previewEstimates,
  publishFromForm,
  requireItem,
  viewOf,
} from '~/features/content/console.server'
import { baseOf, priceBookFormSchema, priceBookFromForm } from '~/features/content/forms'
import { singleKey } from '~/features/content/keys'
import { ConflictPanel, labelOf, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import type { EstimateResult } from '~/features/estimator/estimate'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-prices'

const historyHref = `/admin/content/history/price-book/${singleKey['price-book']}`

export const meta: Route.MetaFunction = () => [
  { title: 'Price book | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const item = await requireItem(context.db, 'price-book', singleKey['price-book'])
  return { ...viewOf(item), data: item.data as PriceBook }
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: priceBookFormSchema })
  if (submission.status !== 'success') {
    return refuse(submission, 'Nothing was published. Check the fields below.')
  }
  const draft = priceBookFromForm(submission.value)
  if (submission.value.intent === 'preview') {
    // A preview publishes nothing: old and new estimates from the two books, side by side.
    const published = await requireItem(context.db, 'price-book', singleKey['price-book'])
    return {
      ok: true,
      message: 'Preview only: nothing is published yet. Compare the estimates below, then publish.',
      preview: previewEstimates(published.data as PriceBook, draft),
      reply: submission.reply(),
    } satisfies ContentOutcome
  }
  return publishFromForm(context.db, submission, {
    kind: 'price-book',
    key: singleKey['price-book'],
    data: draft,
    baseRevision: baseOf(submission.value),
    author: editor.email,
  })
}

export default function PricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const formKey = conflict ? `conflict-${conflict.baseRevision}` : `revision-${loaderData.revision}`
  return (
    <AdminPage title="Price book">
      <p className="mb-4 text-sm text-graphite-300">
        Published: <PublishedLine view={loaderData} prefix="Version" />. Estimates, quotes and bookings record
        the version they used.{' '}
        <Link to={historyHref} className={textLinkClass}>
          History
        </Link>
      </p>
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} historyHref={historyHref} /> : null}
      {outcome?.ok && outcome.preview ? <PreviewTable rows={outcome.preview} /> : null}
      <PriceBookForm
        key={formKey}
        book={loaderData.data}
        baseRevision={conflict?.baseRevision ?? loaderData.revision}
        outcome={outcome}
      />
    </AdminPage>
  )
}

const figures = (e: EstimateResult) =>
  `${usdRange(e.minTotal, e.maxTotal)} · ${e.estimatedDays} day${e.estimatedDays === 1 ? '' : 's'}`

function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <section aria-labelledby="preview-heading" className="mb-8">
      <h2 id="preview-heading" className="text-xl text-white">
        Estimates before and after
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Sample project
              </th>
              <th scope="col" className={thClass}>
                Published now
              </th>
              <th scope="col" className={thClass}>
                With your changes
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className={`${tdClass} font-normal text-white`}>
                  {r.label}
                </th>
                <td className={tdClass}>{figures(r.now)}</td>
                <td className={tdClass}>
                  {figures(r.proposed)}
                  {r.proposed.total !== r.now.total ? (
                    <span className="text-graphite-300">
                      {' '}
                      ({r.proposed.total > r.now.total ? '+' : '−'}
                      {usd(Math.abs(r.proposed.total - r.now.total))} at the midpoint)
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

const finishLabels: Record<(typeof finishKeys)[number], string> = {
  'metallic-copper': 'Metallic Copper',
  'gunmetal-flake': 'Gunmetal Flake',
  'storm-grey': 'Storm Grey',
  custom: 'Custom',
}

function PriceBookForm({
  book,
  baseRevision,
  outcome,
}: {
  book: PriceBook
  baseRevision: number
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(priceBookFormSchema),
    id: 'price-book',
    // A preview keeps the draft in the form; so does a refusal.
    lastResult: outcome && (!outcome.ok || outcome.preview) ? outcome.reply : undefined,
    defaultValue: book,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: priceBookFormSchema }),
  })
  const space = fields.spaceFactors.getFieldset()
  const finish = fields.finishMultipliers.getFieldset()
  const care = fields.floorCare.getFieldset()
  const plans = fields.commercialPlanPrices.getFieldset()
  return (
    <Form method="post" className="grid max-w-3xl gap-6" {...getFormProps(form)}>
      <input type="hidden" name="baseRevision" value={baseRevision} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Base rates (per sq ft, dollars)</legend>
        <FormInput meta={fields.baseRateLow} type="number" step="0.01" label="Low rate per sq ft" />
        <FormInput meta={fields.baseRateHigh} type="number" step="0.01" label="High rate per sq ft" />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl text-white">Space factors</legend>
        {spaceKeys.map((k) => (
          <FormInput key={k} meta={space[k]} type="number" step="0.01" label={`${labelOf(k)} factor`} />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Finish multipliers</legend>
        {finishKeys.map((k) => (
          <FormInput
            key={k}
            meta={finish[k]}
            type="number"
            step="0.01"
            label={`${finishLabels[k]} multiplier`}
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Install days by floor size</legend>
        {fields.dayThresholds.getFieldList().map((band, i) => {
          const b = band.getFieldset()
          return (
            <div key={band.key} className="contents">
              <FormInput meta={b.below} type="number" label={`Size band ${i + 1}: below (sq ft)`} />
              <FormInput meta={b.days} type="number" label={`Size band ${i + 1}: install days`} />
            </div>
          )
        })}
        <FormInput meta={fields.maxDays} type="number" label="Install days for larger floors" />
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-xl text-white">Plans (dollars per month)</legend>
        <FormInput meta={care.priceLaunch} type="number" label="Floor Care Club launch price" />
        <FormInput meta={care.priceRegular} type="number" label="Floor Care Club regular price" />
        <FormInput meta={plans.essential} type="number" label="Essential plan price" />
        <FormInput meta={plans.professional} type="number" label="Professional plan price" />
      </fieldset>
      <OverwriteChoice conflict={conflict} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
          Preview
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={busy}>
          Publish
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
