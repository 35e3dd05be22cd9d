import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormSelect, FormTextarea } from '~/components/ui/conform-field'
import type { JobRole } from '~/content/job-roles'
import { adminHeaders } from '~/features/admin/guard.server'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, publishFromForm, viewOf } from '~/features/content/console.server'
import { LinesField } from '~/features/content/fields'
import { baseOf, jobRoleFormSchema, jobRoleFromForm, jobRoleToForm } from '~/features/content/forms'
import { contentItem } from '~/features/content/store.server'
import { ConflictPanel, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import { formDefaults, languageName, versionLangs } from '~/features/content/versions'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-job'

/** `/admin/content/jobs/new` opens an empty role; "new" is never a role's own name. */
const isNew = (id: string | undefined) => id === 'new'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.role?.title ?? 'New role'} | Job roles | Staff console | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  if (isNew(params.id)) return { role: null, published: null }
  const item = await contentItem(context.db, 'job-role', params.id)
  if (!item) throw data('There is no such job role.', { status: 404, headers: adminHeaders })
  return { role: item.data as JobRole, published: viewOf(item) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: jobRoleFormSchema })
  if (submission.status !== 'success')
    return refuse(submission, 'Nothing was published. Check the fields below.')
  const role = jobRoleFromForm(submission.value)
  if (isNew(params.id)) {
    const taken = role.id === 'new' || (await contentItem(context.db, 'job-role', role.id))
    if (taken) {
      const error = 'A role already uses this address name. Choose another.'
      return refuse(submission, error, { fieldErrors: { id: [error] } })
    }
  } else if (role.id !== params.id) {
    // The address name is the role's key: applications name it, so an existing role keeps it.
    const error = 'A role’s address name cannot change. Make a new role instead.'
    return refuse(submission, error, { fieldErrors: { id: [error] } })
  }
  const answer = await publishFromForm(context.db, submission, {
    kind: 'job-role',
    key: role.id,
    data: role,
    baseRevision: isNew(params.id) ? null : baseOf(submission.value),
    author: editor.email,
  })
  if (isNew(params.id) && 'ok' in answer && answer.ok) {
    return { ...answer, created: role.id }
  }
  return answer
}

export default function JobRolePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const outcome = actionData as (ContentOutcome & { created?: string }) | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { role, published } = loaderData
  const creating = isNew(params.id)
  const historyHref = `/admin/content/history/job-role/${encodeURIComponent(params.id)}`
  const formKey = conflict
    ? `conflict-${conflict.baseRevision}`
    : `revision-${published?.revision ?? (outcome?.ok ? 'created' : 'new')}`
  return (
    <AdminPage title={creating ? 'New job role' : (role?.title ?? 'Job role')}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content/jobs" className={textLinkClass}>
          All job roles
        </Link>
        {published ? (
          <>
            {' · '}Published: <PublishedLine view={published} />.{' '}
            <Link to={historyHref} className={textLinkClass}>
              History
            </Link>
          </>
        ) : null}
      </p>
      <Outcome result={outcome} />
      {outcome?.ok && outcome.created ? (
        <p className="mb-6">
          <Link to={`/admin/content/jobs/${encodeURIComponent(outcome.created)}`} className={textLinkClass}>
            Open the new role
          </Link>
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel conflict={conflict} historyHref={creating ? undefined : historyHref} />
      ) : null}
      <JobRoleForm
        key={formKey}
        role={role}
        creating={creating}
        baseRevision={conflict?.baseRevision ?? published?.revision ?? null}
        outcome={outcome}
      />
    </AdminPage>
  )
}

function JobRoleForm({
  role,
  creating,
  baseRevision,
  outcome,
}: {
  role: JobRole | null
  creating: boolean
  baseRevision: number | null
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(jobRoleFormSchema),
    id: 'job-role',
    lastResult: outcome && !outcome.ok ? outcome.reply : undefined,
    defaultValue: role
      ? (formDefaults(jobRoleToForm(role)) as never)
      : { payUnit: 'HOUR', employmentType: 'FULL_TIME', location: 'Metro Atlanta', open: 'on' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobRoleFormSchema }),
  })
  const openId = 'job-role-open'
  return (
    <Form method="post" className="grid max-w-3xl gap-4" {...getFormProps(form)}>
      {baseRevision === null ? null : <input type="hidden" name="baseRevision" value={baseRevision} />}
      {creating ? (
        <FormInput
          meta={fields.id}
          label="Address name"
          hint="Lower-case words joined by hyphens, like floor-technician. It cannot change later."
        />
      ) : (
        <input type="hidden" name="id" value={role?.id ?? ''} />
      )}
      <FormInput meta={fields.title} label="Title" />
      <FormInput meta={fields.tagline} label="Tagline" />
      <FormInput meta={fields.location} label="Location" />
      <FormTextarea meta={fields.description} label="Description" rows={5} />
      <LinesField meta={fields.requirements} label="Requirements" hint="One requirement per line." />
      <div className="grid gap-4 md:grid-cols-2">
        <FormInput
          meta={fields.payRange}
          label="Pay as shown"
          hint="Like $18–$22/hr."
          className="md:col-span-2"
        />
        <FormInput meta={fields.payMin} type="number" step="0.01" label="Lowest pay" />
        <FormInput meta={fields.payMax} type="number" step="0.01" label="Highest pay" />
        <FormSelect
          meta={fields.payUnit}
          label="Pay per"
          options={[
            ['HOUR', 'Hour'],
            ['YEAR', 'Year'],
          ]}
        />
        <FormSelect
          meta={fields.employmentType}
          label="Employment"
          options={[
            ['FULL_TIME', 'Full time'],
            ['PART_TIME', 'Part time'],
          ]}
        />
      </div>
      {versionLangs.map((lang) => {
        // One fieldset per language the owner writes in (decision 039), its fields named `<code>.title`.
        const name = languageName(lang)
        const v = fields[lang].getFieldset()
        return (
          <fieldset key={lang} className="grid gap-4 rounded-2xl border border-graphite-800 p-4">
            <legend className="px-1 font-semibold text-white">{name}</legend>
            <p className="text-sm text-graphite-300">
              The role on the {name} careers page. Fill in every field, or leave them all empty: a role
              without its {name} is not shown there.
            </p>
            <FormInput meta={v.title} label={`Title in ${name}`} />
            <FormInput meta={v.tagline} label={`Tagline in ${name}`} />
            <FormInput meta={v.location} label={`Location in ${name}`} />
            <FormTextarea meta={v.description} label={`Description in ${name}`} rows={5} />
            <LinesField
              meta={v.requirements}
              label={`Requirements in ${name}`}
              hint="One requirement per line."
            />
            <FormInput meta={v.payRange} label={`Pay as shown in ${name}`} />
          </fieldset>
        )
      })}
      <div className="flex items-center gap-2">
        <input
          id={openId}
          type="checkbox"
          name={fields.open.name}
          defaultChecked={fields.open.initialValue === 'on'}
          key={fields.open.key}
          className="h-4 w-4 accent-copper-400"
        />
        <label htmlFor={openId} className="text-sm text-graphite-100">
          Open: listed on the careers page and offered in its form
        </label>
      </div>
      <OverwriteChoice conflict={conflict} />
      <div>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {creating ? 'Publish the new role' : 'Publish'}
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
