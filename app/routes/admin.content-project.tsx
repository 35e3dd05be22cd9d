import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormSelect } from '~/components/ui/conform-field'
import { FinishImage } from '~/components/ui/finish-image'
import { finishes } from '~/content/finishes'
import { type PortfolioProject, projectCategories, projectFinishKinds } from '~/content/projects'
import { adminHeaders } from '~/features/admin/guard.server'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, viewOf } from '~/features/content/console.server'
import {
  isNewProject,
  PHOTO_CHOSEN,
  PROJECT_PHOTO_FIELD,
  projectFormSchema,
  projectToForm,
} from '~/features/content/forms'
import { saveProject } from '~/features/content/projects.server'
import { contentItem } from '~/features/content/store.server'
import { ConflictPanel, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import { formDefaults, languageName, versionLangs } from '~/features/content/versions'
import { requiredConstraint } from '~/features/forms/required'
import { PhotoField } from '~/features/photos/photo-field'
import type { Route } from './+types/admin.content-project'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.project?.title ?? 'New project'} | Portfolio | Staff console | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  if (isNewProject(params.id)) return { project: null, published: null }
  const item = await contentItem(context.db, 'project', params.id)
  if (!item) throw data('There is no such project.', { status: 404, headers: adminHeaders })
  return { project: item.data as PortfolioProject, published: viewOf(item) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  return saveProject(context, request, editor, params.id)
}

const categoryLabels = { residential: 'Residential', commercial: 'Commercial', industrial: 'Industrial' }
const finishKindLabels = { metallic: 'Metallic', flake: 'Flake', solid: 'Solid' }

export default function ProjectPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const outcome = actionData as (ContentOutcome & { created?: string }) | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { project, published } = loaderData
  const creating = isNewProject(params.id)
  const historyHref = `/admin/content/history/project/${encodeURIComponent(params.id)}`
  const formKey = conflict
    ? `conflict-${conflict.baseRevision}`
    : `revision-${published?.revision ?? (outcome?.ok ? 'created' : 'new')}`
  return (
    <AdminPage title={creating ? 'New project' : (project?.title ?? 'Project')}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content/projects" className={textLinkClass}>
          All projects
        </Link>
        {published ? (
          <>
            {' · '}
            {published.status === 'unpublished' ? 'Unpublished' : 'Published'}:{' '}
            <PublishedLine view={published} />.{' '}
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
            to={`/admin/content/projects/${encodeURIComponent(outcome.created)}`}
            className={textLinkClass}
          >
            Open the new project
          </Link>
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel conflict={conflict} historyHref={creating ? undefined : historyHref} />
      ) : null}
      <ProjectForm
        key={formKey}
        project={project}
        creating={creating}
        baseRevision={conflict?.baseRevision ?? published?.revision ?? null}
        outcome={outcome}
      />
    </AdminPage>
  )
}

function ProjectForm({
  project,
  creating,
  baseRevision,
  outcome,
}: {
  project: PortfolioProject | null
  creating: boolean
  baseRevision: number | null
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(projectFormSchema),
    id: 'project',
    lastResult: outcome && !outcome.ok ? outcome.reply : undefined,
    defaultValue: project
      ? (formDefaults(projectToForm(project)) as never)
      : { category: 'residential', finish: 'metallic', image: 'metallic-copper', warranty: 'on' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // The photo is checked by the server (it decodes it); the other fields here and there alike.
    onValidate: ({ formData }) => {
      const photo = formData.get(PROJECT_PHOTO_FIELD)
      if (photo instanceof File && photo.size > 0) {
        formData.set('image', PHOTO_CHOSEN)
      }
      formData.delete(PROJECT_PHOTO_FIELD)
      return parseWithZod(formData, { schema: projectFormSchema })
    },
  })
  const uploaded = project && !finishes.some((f) => f.id === project.image) ? project.image : null
  const pictures: [string, string][] = [
    ...(uploaded ? [[uploaded, 'The uploaded photo'] as [string, string]] : []),
    ...finishes.map((f): [string, string] => [f.id, `Artwork: ${f.name}`]),
  ]
  const warrantyId = 'project-warranty'
  const photoErrors = (outcome?.ok === false &&
    (outcome.reply as { error?: Record<string, string[] | null> } | undefined)?.error?.[
      PROJECT_PHOTO_FIELD
    ]) as string[] | null | undefined
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid max-w-3xl gap-4"
      {...getFormProps(form)}
    >
      {baseRevision === null ? null : <input type="hidden" name="baseRevision" value={baseRevision} />}
      <FormInput meta={fields.title} label="Title" />
      <FormInput meta={fields.location} label="Location" hint="Like Buford, GA." />
      <div className="grid gap-4 md:grid-cols-2">
        <FormSelect
          meta={fields.category}
          label="Category"
          options={projectCategories.map((c) => [c, categoryLabels[c]])}
        />
        <FormSelect
          meta={fields.finish}
          label="Finish kind"
          options={projectFinishKinds.map((f) => [f, finishKindLabels[f]])}
        />
        <FormInput meta={fields.sqft} type="number" label="Size (sq ft)" />
        <FormInput meta={fields.durationDays} type="number" label="Days on site" />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={warrantyId}
          type="checkbox"
          name={fields.warranty.name}
          defaultChecked={fields.warranty.initialValue === 'on'}
          key={fields.warranty.key}
          className="h-4 w-4 accent-copper-400"
        />
        <label htmlFor={warrantyId} className="text-sm text-graphite-100">
          Show the lifetime warranty badge
        </label>
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-graphite-700 p-4">
        <legend className="px-1 font-semibold text-white">Photo</legend>
        {project ? (
          <div className="max-w-xs overflow-hidden rounded-lg">
            <FinishImage finish={project.image} alt={project.imageAlt} sizes="320px" />
          </div>
        ) : null}
        <FormSelect
          meta={fields.image}
          label="Picture"
          options={pictures}
          hint="A finish’s artwork, or the photo uploaded before. A photo chosen below replaces it."
        />
        <PhotoField
          single
          label="Upload a photo"
          name={PROJECT_PHOTO_FIELD}
          errors={photoErrors}
          note="It is cut to the portfolio’s shape and its location data is removed."
        />
        <FormInput
          meta={fields.imageAlt}
          label="What the photo shows"
          hint="Needed for an uploaded photo, for visitors who cannot see it. Like: Grey flake garage floor with two cars."
        />
      </fieldset>
      {versionLangs.map((lang) => {
        // One fieldset per language the owner writes in (decision 039), its fields named `<code>.title`.
        const name = languageName(lang)
        const v = fields[lang].getFieldset()
        return (
          <fieldset key={lang} className="grid gap-4 rounded-xl border border-graphite-700 p-4">
            <legend className="px-1 font-semibold text-white">{name}</legend>
            <p className="text-sm text-graphite-300">
              The project on the {name} portfolio. Fill in every field, or leave them all empty: a project
              without its {name} is not shown there.
            </p>
            <FormInput meta={v.title} label={`Title in ${name}`} />
            <FormInput
              meta={v.location}
              label={`Location in ${name}`}
              hint="A place’s name stays as it is, like Buford, GA."
            />
            <FormInput
              meta={v.imageAlt}
              label={`What the photo shows, in ${name}`}
              hint="Needed with an uploaded photo only."
            />
          </fieldset>
        )
      })}
      <OverwriteChoice conflict={conflict} />
      {conflict ? (
        <p className="text-sm text-graphite-200">A photo you chose was not kept: choose it again.</p>
      ) : null}
      <div>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {creating ? 'Publish the new project' : 'Publish'}
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
