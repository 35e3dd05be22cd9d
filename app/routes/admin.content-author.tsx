import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormTextarea } from '~/components/ui/conform-field'
import type { Author } from '~/content/authors'
import { adminHeaders } from '~/features/admin/guard.server'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { saveAuthor } from '~/features/content/authors.server'
import { type ContentOutcome, viewOf } from '~/features/content/console.server'
import { LinesField } from '~/features/content/fields'
import { AUTHOR_PHOTO_FIELD, authorFormSchema, authorToForm, isNewAuthor } from '~/features/content/forms'
import { contentItem } from '~/features/content/store.server'
import { ConflictPanel, OverwriteChoice, PublishedLine, textLinkClass } from '~/features/content/ui'
import { formDefaults, languageName, versionLangs } from '~/features/content/versions'
import { requiredConstraint } from '~/features/forms/required'
import { AuthorAvatar } from '~/features/knowledge/author-avatar'
import { PhotoField } from '~/features/photos/photo-field'
import { localeOf, pathIn } from '~/i18n/lang'
import type { Route } from './+types/admin.content-author'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.author?.name ?? 'New author'} | Authors | Staff console | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  if (isNewAuthor(params.slug)) return { author: null, published: null }
  const item = await contentItem(context.db, 'author', params.slug)
  if (!item) throw data('There is no such author.', { status: 404, headers: adminHeaders })
  return { author: item.data as Author, published: viewOf(item) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  return saveAuthor(context, request, editor, params.slug)
}

export default function AuthorPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const outcome = actionData as (ContentOutcome & { created?: string }) | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { author, published } = loaderData
  const creating = isNewAuthor(params.slug)
  const historyHref = `/admin/content/history/author/${encodeURIComponent(params.slug)}`
  const formKey = conflict
    ? `conflict-${conflict.baseRevision}`
    : `revision-${published?.revision ?? (outcome?.ok ? 'created' : 'new')}`
  return (
    <AdminPage title={creating ? 'New author' : (author?.name ?? 'Author')}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content/authors" className={textLinkClass}>
          All authors
        </Link>
        {published ? (
          <>
            {' · '}
            {published.status === 'unpublished' ? 'Unpublished' : 'Published'}:{' '}
            <PublishedLine view={published} />.{' '}
            <Link to={historyHref} className={textLinkClass}>
              History
            </Link>
            {published.status === 'published' && author ? (
              <>
                {' · '}
                <a href={`/author/${author.slug}`} className={textLinkClass}>
                  Author page
                </a>
                {versionLangs
                  .filter((lang) => author[lang])
                  .map((lang) => (
                    <span key={lang}>
                      {' · '}
                      <a href={pathIn(lang, `/author/${author.slug}`)} className={textLinkClass}>
                        {languageName(lang)} page
                      </a>
                    </span>
                  ))}
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <Outcome result={outcome} />
      {outcome?.ok && outcome.created ? (
        <p className="mb-6">
          <Link
            to={`/admin/content/authors/${encodeURIComponent(outcome.created)}`}
            className={textLinkClass}
          >
            Open the new author
          </Link>
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel conflict={conflict} historyHref={creating ? undefined : historyHref} />
      ) : null}
      <AuthorForm
        key={formKey}
        author={author}
        creating={creating}
        baseRevision={conflict?.baseRevision ?? published?.revision ?? null}
        outcome={outcome}
      />
    </AdminPage>
  )
}

function AuthorForm({
  author,
  creating,
  baseRevision,
  outcome,
}: {
  author: Author | null
  creating: boolean
  baseRevision: number | null
  outcome: ContentOutcome | undefined
}) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm({
    constraint: requiredConstraint(authorFormSchema),
    id: 'author',
    lastResult: outcome && !outcome.ok ? outcome.reply : undefined,
    defaultValue: author ? (formDefaults(authorToForm(author)) as never) : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // The photo is checked by the server (it decodes it); the other fields here and there alike.
    onValidate: ({ formData }) => {
      formData.delete(AUTHOR_PHOTO_FIELD)
      formData.delete('removePhoto')
      return parseWithZod(formData, { schema: authorFormSchema })
    },
  })
  const photoErrors = (outcome?.ok === false &&
    (outcome.reply as { error?: Record<string, string[] | null> } | undefined)?.error?.[
      AUTHOR_PHOTO_FIELD
    ]) as string[] | null | undefined
  const removeId = 'author-remove-photo'
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid max-w-3xl gap-4"
      {...getFormProps(form)}
    >
      {baseRevision === null ? null : <input type="hidden" name="baseRevision" value={baseRevision} />}
      <div className="grid gap-4 md:grid-cols-2">
        <FormInput
          meta={fields.name}
          label="Name"
          hint={creating ? 'The author page’s address is made from it and stays.' : undefined}
        />
        <FormInput meta={fields.role} label="Role" hint="Like Technical Director." />
      </div>
      <FormTextarea meta={fields.bio} label="Bio" rows={4} hint="Two or three sentences." />
      <LinesField meta={fields.expertise} label="Expertise" hint="One area per line." rows={4} />
      <LinesField
        meta={fields.certifications}
        label="Certifications"
        hint="One per line. May be empty."
        rows={3}
      />
      {versionLangs.map((lang) => {
        // One fieldset per language the owner writes in (decision 039), its fields named `<code>.role`.
        const name = languageName(lang)
        const prefix = localeOf(lang).prefix
        const v = fields[lang].getFieldset()
        return (
          <fieldset key={lang} className="grid gap-4 rounded-xl border border-graphite-700 p-4">
            <legend className="px-1 font-semibold text-white">{name}</legend>
            <p className="text-sm text-graphite-300">
              The author on the {name} pages: their own page at {prefix}/author/, and their byline on {name}{' '}
              articles. Fill in every field (the certifications too when the English lists any), or leave them
              all empty: without it, {name} articles name the author without a link.
            </p>
            <FormInput meta={v.role} label={`Role in ${name}`} />
            <FormTextarea meta={v.bio} label={`Bio in ${name}`} rows={4} />
            <LinesField
              meta={v.expertise}
              label={`Expertise in ${name}`}
              hint="One area per line."
              rows={4}
            />
            <LinesField
              meta={v.certifications}
              label={`Certifications in ${name}`}
              hint="One per line."
              rows={3}
            />
          </fieldset>
        )
      })}
      <fieldset className="grid gap-4 rounded-xl border border-graphite-700 p-4">
        <legend className="px-1 font-semibold text-white">Contact card</legend>
        <FormInput meta={fields.email} type="email" label="Email" />
        <FormInput
          meta={fields.phone}
          type="tel"
          label="Phone (optional)"
          hint="A direct line for the contact card; empty: the business’s number."
        />
        <FormInput
          meta={fields.linkedin}
          type="url"
          label="LinkedIn (optional)"
          hint="Like https://www.linkedin.com/in/your-name."
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-graphite-700 p-4">
        <legend className="px-1 font-semibold text-white">Photo</legend>
        {author ? (
          <div className="flex items-center gap-4">
            <AuthorAvatar author={author} size={80} className="h-20 w-20 text-3xl" />
            <p className="text-sm text-graphite-300">
              {author.photo
                ? 'The photo the author page shows.'
                : 'No photo: the author page shows the initials.'}
            </p>
          </div>
        ) : null}
        <PhotoField
          single
          label="Upload a photo"
          name={AUTHOR_PHOTO_FIELD}
          errors={photoErrors}
          note="It is cut square and its location data is removed; its description is the author’s name."
        />
        {author?.photo ? (
          <div className="flex items-center gap-2">
            <input id={removeId} type="checkbox" name="removePhoto" className="h-4 w-4 accent-copper-400" />
            <label htmlFor={removeId} className="text-sm text-graphite-100">
              Remove the photo (show the initials)
            </label>
          </div>
        ) : null}
      </fieldset>
      <OverwriteChoice conflict={conflict} />
      {conflict ? (
        <p className="text-sm text-graphite-200">A photo you chose was not kept: choose it again.</p>
      ) : null}
      <div>
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {creating ? 'Publish the new author' : 'Publish'}
        </Button>
      </div>
    </Form>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
