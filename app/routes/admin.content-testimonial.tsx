import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormTextarea } from '~/components/ui/conform-field'
import { Field, NativeSelect } from '~/components/ui/field'
import { testimonialFromStored } from '~/content/published'
import { type Testimonial, testimonialKey, testimonialRoles } from '~/content/testimonials'
import { adminHeaders } from '~/features/admin/guard.server'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, publishFromForm, viewOf } from '~/features/content/console.server'
import {
  baseOf,
  testimonialFormSchema,
  testimonialFromForm,
  testimonialToForm,
} from '~/features/content/forms'
import { contentItem, itemsOfKind } from '~/features/content/store.server'
import { ConflictPanel, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import { formDefaults, languageName, versionLangs } from '~/features/content/versions'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-testimonial'

/** `/admin/content/testimonials/new` opens an empty testimonial; "new" is never one's key. */
const isNew = (id: string | undefined) => id === 'new'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.testimonial?.name ?? 'New testimonial'} | Testimonials | Staff console | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  if (isNew(params.id)) return { testimonial: null, published: null }
  const item = await contentItem(context.db, 'testimonial', params.id)
  if (!item) throw data('There is no such testimonial.', { status: 404, headers: adminHeaders })
  // One stored with `textEs` (before decision 039's versions) shows it as the Spanish version.
  return { testimonial: testimonialFromStored(item.data as Testimonial), published: viewOf(item) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: testimonialFormSchema })
  if (submission.status !== 'success')
    return refuse(submission, 'Nothing was published. Check the fields below.')
  const creating = isNew(params.id)
  let key = params.id
  if (creating) {
    // The key is made from the client's name and place, numbered when another has them.
    const taken = new Set((await itemsOfKind(context.db, 'testimonial')).map((i) => i.key))
    const base = testimonialKey(submission.value)
    key = base === 'new' ? 'testimonial-new' : base
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  } else if (!(await contentItem(context.db, 'testimonial', key))) {
    throw data('There is no such testimonial.', { status: 404, headers: adminHeaders })
  }
  const answer = await publishFromForm(context.db, submission, {
    kind: 'testimonial',
    key,
    data: testimonialFromForm(submission.value),
    baseRevision: creating ? null : baseOf(submission.value),
    author: editor.email,
  })
  if (creating && 'ok' in answer && answer.ok) return { ...answer, created: key }
  return answer
}

export default function TestimonialPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const outcome = actionData as (ContentOutcome & { created?: string }) | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { testimonial, published } = loaderData
  const creating = isNew(params.id)
  const historyHref = `/admin/content/history/testimonial/${encodeURIComponent(params.id)}`
  const formKey = conflict
    ? `conflict-${conflict.baseRevision}`
    : `revision-${published?.revision ?? (outcome?.ok ? 'created' : 'new')}`
  return (
    <AdminPage title={creating ? 'New testimonial' : (testimonial?.name ?? 'Testimonial')}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content/testimonials" className={textLinkClass}>
          All testimonials
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
          <Link
            to={`/admin/content/testimonials/${encodeURIComponent(outcome.created)}`}
            className={textLinkClass}
          >
            Open the new testimonial
          </Link>
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel conflict={conflict} historyHref={creating ? undefined : historyHref} />
      ) : null}
      <TestimonialForm
        key={formKey}
        testimonial={testimonial}
        creating={creating}
        baseRevision={conflict?.baseRevision ?? published?.revision ?? null}
        outcome={outcome}
      />
    </AdminPage>
  )
}

function TestimonialForm({
  testimonial,
  creating,
  baseRevision,
  outcome,
}: {
  testimonial: Testimonial | null
  creating: boolean
  baseRevision: number | null
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(testimonialFormSchema),
    id: 'testimonial',
    lastResult: outcome && !outcome.ok ? outcome.reply : undefined,
    defaultValue: (testimonial
      ? formDefaults(testimonialToForm(testimonial))
      : { role: 'Homeowner' }) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialFormSchema }),
  })
  return (
    <Form method="post" className="grid max-w-3xl gap-4" {...getFormProps(form)}>
      {baseRevision === null ? null : <input type="hidden" name="baseRevision" value={baseRevision} />}
      <FormInput
        meta={fields.name}
        label="Client’s name"
        hint="As shown: first name and initial, like Danielle M."
      />
      <Field label="Client is a" errors={fields.role.errors} required={fields.role.required}>
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            {...getSelectProps(fields.role)}
            // Its first choice is a real one: HTML allows `required` only over an empty placeholder.
            required={undefined}
            aria-required={fields.role.required || undefined}
            key={fields.role.key}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            {testimonialRoles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <FormInput meta={fields.location} label="Location" hint="Like Buford, GA." />
      <FormTextarea meta={fields.text} label="What they said" rows={5} />
      {versionLangs.map((lang) => {
        // One per language the owner writes in (decision 039), named in the console's English.
        const name = languageName(lang)
        return (
          <FormTextarea
            key={lang}
            meta={fields[lang].getFieldset().text}
            label={`What they said, in ${name} (optional)`}
            hint={`Shown on the ${name} home page; without it this testimonial is left off that page.`}
            rows={5}
          />
        )
      })}
      <OverwriteChoice conflict={conflict} />
      <div>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {creating ? 'Publish the new testimonial' : 'Publish'}
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
