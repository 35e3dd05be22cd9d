import { type FieldMetadata, getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useId, useRef } from 'react'
import { Form, Link, redirect, type ShouldRevalidateFunction, useFetcher, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput, FormTextarea } from '~/components/ui/conform-field'
import { Field, Input, NativeSelect, Textarea } from '~/components/ui/field'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { articleFormSchema, metaDescriptionMax } from '~/features/content/article-form'
import { articleToForm } from '~/features/content/article-form-values'
import {
  articleEditor,
  articleFromForm,
  atlantaInstant,
  atlantaLocal,
  idForSave,
  previewHtml,
  publishArticle,
  saveArticleDraft,
  unpublishArticle,
} from '~/features/content/articles.server'
import type { ContentOutcome } from '~/features/content/console.server'
import { LinesField } from '~/features/content/fields'
import { baseOf } from '~/features/content/forms'
import { contentItem } from '~/features/content/store.server'
import {
  ConflictPanel,
  OverwriteChoice,
  PublishedLine,
  StateBadge,
  textLinkClass,
} from '~/features/content/ui'
import { languageName, versionLangs } from '~/features/content/versions'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import type { ArticleSource } from '~/features/knowledge/article-files.server'
import { articleFormMaxBytes } from '~/features/photos/limits'
import { PhotoField } from '~/features/photos/photo-field'
import { requireFormData } from '~/features/uploads/form-data.server'
import { defaultLang, type Lang, localeOf } from '~/i18n/lang'
import type { Route } from './+types/admin.content-article'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.article?.title ?? 'New article'} | Articles | Staff console | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

const doneMessages: Record<string, string> = {
  draft: 'Draft saved. Visitors see nothing of it until you publish.',
  published: 'Published. The site shows it within a few seconds.',
  scheduled: 'Published for the time you chose: the site shows it then.',
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const editor = await articleEditor(context.db, params.id)
  const done = new URL(request.url).searchParams.get('done') ?? ''
  return {
    ...editor,
    // Each language's body as the page will show it, keyed by its code (decision 039).
    previews: previewsOf((lang) =>
      lang === defaultLang ? editor.article?.bodyMarkdown : editor.article?.[lang]?.bodyMarkdown,
    ),
    publishAtLocal: editor.article?.publishAt ? atlantaLocal(editor.article.publishAt) : '',
    done: doneMessages[done] ?? null,
  }
}

// A live preview posts on every pause in typing; it changes nothing, so the page's data stays.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate

type Previews = Partial<Record<Lang, string>>

type ArticleOutcome = ContentOutcome & { previews?: Previews }

/** The preview of the body in the default language and in each other the owner writes in. */
const previewsOf = (bodyIn: (lang: Lang) => string | undefined): Previews =>
  Object.fromEntries([defaultLang, ...versionLangs].map((lang) => [lang, previewHtml(bodyIn(lang) ?? '')]))

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  // The editor's form may carry one photo (the host's body limit for this address, server/limits.ts).
  const submission = parseWithZod(await requireFormData(request, articleFormMaxBytes), {
    schema: articleFormSchema,
  })
  const hideFields = ['photo']
  if (submission.status !== 'success')
    return refuse(submission, 'Nothing was saved. Check the fields below.', { hideFields })
  const value = submission.value
  if (value.intent === 'preview') {
    return {
      previews: previewsOf((lang) => (lang === defaultLang ? value.bodyMarkdown : value[lang]?.bodyMarkdown)),
      reply: submission.reply({ hideFields }),
    }
  }
  const creating = params.id === 'new'
  const item = creating ? null : await contentItem(context.db, 'article', params.id)
  if (!creating && !item) return refuse(submission, 'There is no such article.', { status: 404 })
  if (value.intent === 'unpublish') {
    if (!item || item.revision === 0) return refuse(submission, 'This article was never published.')
    return unpublishArticle(context.db, submission, { item, baseRevision: value.baseRevision, editor })
  }
  let at: Date | null = null
  if (value.intent === 'schedule') {
    at = atlantaInstant(value.publishAt)
    if (at.getTime() <= Date.now()) {
      const error = 'Choose a time in the future (Atlanta time), or use Publish now.'
      return refuse(submission, error, { fieldErrors: { publishAt: [error] }, hideFields })
    }
  }
  // A new article's id is the next free number; two editors creating at once may pick the same one,
  // and the one who finds it taken takes the next (the store refuses a second row for an id).
  for (let attempt = 1; ; attempt++) {
    const id = await idForSave(context.db, params.id)
    const built = await articleFromForm(
      context.db,
      editor,
      value,
      id,
      (item?.data as ArticleSource | undefined) ?? null,
      context.ip,
    )
    if (!built.ok) {
      return refuse(submission, built.error, {
        status: built.status ?? 400,
        fieldErrors: built.field ? { [built.field]: [built.error] } : undefined,
        hideFields,
      })
    }
    const home = `/admin/content/articles/${encodeURIComponent(id)}`
    // Each round one of the editors creating at once takes the free id, so a dozen at once need a dozen
    // rounds at most.
    const retry = creating && attempt < 25
    if (value.intent === 'draft') {
      const saved = await saveArticleDraft(context.db, editor, id, built.article, { creating })
      if (!saved && retry) continue
      if (!saved)
        return refuse(submission, 'Many articles are being created at once. Save again.', {
          status: 409,
          hideFields,
        })
      if (creating) throw redirect(`${home}?done=draft`)
      return {
        ok: true,
        message: doneMessages.draft,
        reply: submission.reply({ hideFields }),
      } satisfies ArticleOutcome
    }
    const answer = await publishArticle(context.db, submission, {
      item,
      article: built.article,
      at,
      baseRevision: creating ? null : baseOf(value),
      editor,
    })
    if (creating && 'ok' in answer && answer.ok) {
      throw redirect(`${home}?done=${at ? 'scheduled' : 'published'}`)
    }
    // A refusal is a 409: for a new article, its id was published by another editor meanwhile.
    if (retry && !('ok' in answer)) continue
    return answer
  }
}

type Loaded = Route.ComponentProps['loaderData']

export default function ArticleEditorPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const outcome = actionData as ArticleOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { article, published, revision, state, draft } = loaderData
  const creating = params.id === 'new'
  const historyHref = `/admin/content/history/article/${encodeURIComponent(params.id)}`
  const formKey = conflict ? `conflict-${conflict.baseRevision}` : `revision-${revision ?? 'new'}`
  const shown = outcome && 'ok' in outcome ? outcome : undefined
  return (
    <AdminPage title={creating ? 'New article' : (article?.title ?? 'Article')}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content/articles" className={textLinkClass}>
          All articles
        </Link>
        {creating ? null : (
          <>
            {' · '}
            <StateBadge state={state} />
            {published ? (
              <>
                {' '}
                <PublishedLine view={published} />.{' '}
                <Link to={historyHref} className={textLinkClass}>
                  History
                </Link>
              </>
            ) : null}
            {draft ? (
              <>
                {' · '}Draft saved by {draft.by}.
              </>
            ) : null}
            {' · '}
            <Link
              to={`/admin/content/articles/${encodeURIComponent(params.id)}/preview`}
              className={textLinkClass}
            >
              Preview the saved draft as the article page
            </Link>
            {versionLangs
              .filter((lang) => article?.[lang])
              .map((lang) => (
                <span key={lang}>
                  {' · '}
                  <Link
                    to={`/admin/content/articles/${encodeURIComponent(params.id)}/preview?lang=${lang}`}
                    className={textLinkClass}
                  >
                    Preview its {languageName(lang)} page
                  </Link>
                </span>
              ))}
          </>
        )}
      </p>
      {loaderData.done && !shown ? (
        <p role="status" className="mb-6 rounded-lg border border-emerald-400/40 p-3 text-emerald-100">
          {loaderData.done}
        </p>
      ) : null}
      <Outcome result={shown} />
      {conflict ? (
        <ConflictPanel conflict={conflict} historyHref={creating ? undefined : historyHref} />
      ) : null}
      <ArticleForm key={formKey} loaded={loaderData} outcome={outcome} />
      {!creating && revision && state.kind !== 'unpublished' && state.kind !== 'draft' ? (
        <Form method="post" className="mt-10 border-t border-graphite-800 pt-6">
          <input type="hidden" name="intent" value="unpublish" />
          <input type="hidden" name="baseRevision" value={revision} />
          <p className="mb-2 text-sm text-graphite-300">
            Unpublishing takes the article off the site, the sitemap, the feed and Remy’s answers. Its text is
            kept; publish again to bring it back.
          </p>
          <Button type="submit" variant="secondary">
            Unpublish
          </Button>
        </Form>
      ) : null}
    </AdminPage>
  )
}

function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  options: { value: string; text: string }[]
  /** An empty first choice, for a field with no default that must be chosen. */
  placeholder?: string
}) {
  return (
    <Field label={label} errors={meta.errors} required={meta.required}>
      {({ id, describedBy, invalid }) => (
        <NativeSelect
          {...getSelectProps(meta)}
          // HTML allows `required` on a select only when its first option is an empty placeholder.
          required={placeholder ? meta.required : undefined}
          aria-required={!placeholder && meta.required ? true : undefined}
          key={meta.key}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}

function ArticleForm({ loaded, outcome }: { loaded: Loaded; outcome: ArticleOutcome | undefined }) {
  const navigation = useNavigation()
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const [form, fields] = useForm<Record<string, unknown>>({
    id: 'article',
    lastResult: outcome?.reply,
    defaultValue: articleToForm(loaded.article, loaded) as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleFormSchema }) as never,
    // What Publish refuses empty is marked required; a draft may be saved with less (decision 033).
    constraint: requiredConstraint(articleFormSchema, { intent: 'publish' }),
  })
  // Conform types a union's fields loosely; these are the article fields every writing intent has.
  const f = fields as unknown as Record<string, FieldMetadata<string | undefined>>
  const lists = fields as unknown as Record<'faqs', FaqList>
  const related = new Set(
    ([] as unknown[]).concat(f.relatedArticles.initialValue ?? []).map((v) => String(v)),
  )
  const relatedId = useId()
  const busy = navigation.state === 'submitting'
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-6" {...getFormProps(form)}>
      {loaded.revision === null ? null : (
        <input type="hidden" name="baseRevision" value={conflict?.baseRevision ?? loaded.revision} />
      )}
      <div className="grid max-w-3xl gap-4">
        <FormInput meta={f.title} label="Title" />
        <FormInput
          meta={f.slug}
          label="Address name (slug)"
          hint="Lower-case words joined by hyphens: the article is at /article/<this>. Changing it on a published article keeps the old address leading here."
        />
        <FormTextarea
          meta={f.metaDescription}
          label="Meta description"
          rows={2}
          hint={`What search engines show under the title: at most ${metaDescriptionMax} characters.`}
        />
        <FormTextarea meta={f.summary} label="Summary" rows={2} hint="Shown on the Knowledge Hub’s card." />
        <FormTextarea meta={f.aiSummary} label="AI summary" rows={3} hint="Shown behind “Show AI Summary”." />
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            meta={f.author}
            label="Author"
            options={loaded.authors.map((a) => ({ value: a.slug, text: a.name }))}
          />
          <SelectField
            meta={f.category}
            label="Category"
            placeholder="Choose a category"
            options={loaded.categories.map((c) => ({ value: c.id, text: c.label }))}
          />
        </div>
        <LinesField meta={f.tags} label="Tags" hint="Separated by commas or one per line." rows={2} />
        <LinesField meta={f.keywords} label="Keywords" hint="Separated by commas or one per line." rows={2} />
      </div>

      <fieldset className="grid max-w-3xl gap-4 rounded-xl border border-graphite-800 p-4">
        <legend className="px-1 text-lg text-white">Picture</legend>
        <SelectField
          meta={f.image}
          label="Picture"
          options={loaded.pictures.map((p) => ({ value: p.id, text: p.label }))}
        />
        <PhotoField
          single
          label="Or upload a photo"
          name="photo"
          errors={f.photo?.errors}
          note="It takes the place of the picture chosen above; location data is removed."
        />
        <FormInput
          meta={f.imageAlt}
          label="Picture description (alt text)"
          hint="What the picture shows, for people who cannot see it."
        />
      </fieldset>

      <MarkdownEditor
        meta={f.bodyMarkdown}
        label="Article (Markdown)"
        lang="en"
        initialPreview={outcome?.previews?.[defaultLang] ?? loaded.previews[defaultLang] ?? ''}
      />

      <div className="grid max-w-3xl gap-4">
        <FormTextarea meta={f.hook} label="Opening line (optional)" rows={2} />
        <OptionalLines meta={f.science} label="The Science (optional)" />
        <OptionalLines meta={f.proTips} label="Pro Tips (optional)" />
        <FormTextarea meta={f.fieldExperience} label="Field Experience (optional)" rows={3} />
      </div>

      <FaqFields
        form={form}
        list={lists.faqs}
        legend="Frequently asked questions"
        question="Question"
        answer="Answer"
        add="Add another question"
      />

      <div className="grid max-w-3xl gap-4">
        <OptionalLines
          meta={f.sources}
          label="Sources (optional)"
          hint="One per line: the source’s name, a space, then its https:// address."
        />
        <fieldset className="rounded-xl border border-graphite-800 p-4">
          <legend className="px-1 text-lg text-white">Related articles</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {loaded.others.map((o) => (
              <li key={o.id} className="flex items-center gap-2">
                <input
                  id={`${relatedId}-${o.id}`}
                  type="checkbox"
                  name="relatedArticles"
                  value={o.id}
                  defaultChecked={related.has(o.id)}
                  className="h-4 w-4 accent-copper-400"
                />
                <label htmlFor={`${relatedId}-${o.id}`} className="text-sm text-graphite-100">
                  {o.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      {versionLangs.map((lang) => (
        <VersionFields
          key={lang}
          lang={lang}
          form={form}
          fields={(fields as unknown as Record<Lang, FieldMetadata<Record<string, unknown>>>)[lang]}
          loaded={loaded}
          outcome={outcome}
        />
      ))}

      <OverwriteChoice conflict={conflict} />

      <div className="flex max-w-3xl flex-wrap items-end gap-3 rounded-xl border border-graphite-800 p-4">
        <Button type="submit" name="intent" value="draft" variant="secondary" disabled={busy}>
          Save draft
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={busy}>
          Publish now
        </Button>
        <Field
          label="Publish at (Atlanta time)"
          errors={(fields as unknown as Record<string, FieldMetadata<string>>).publishAt?.errors}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="datetime-local"
              name="publishAt"
              defaultValue={loaded.publishAtLocal}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
          Publish at this time
        </Button>
      </div>
    </Form>
  )
}

function OptionalLines({
  meta,
  label,
  hint = 'One per line.',
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  hint?: string
}) {
  const errors = [...new Set(Object.values(meta.allErrors ?? {}).flat())]
  return (
    <Field label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          name={meta.name}
          key={meta.key}
          defaultValue={meta.initialValue}
          rows={3}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
}

type ArticleFormMeta = ReturnType<typeof useForm<Record<string, unknown>>>[0]
type FaqList = FieldMetadata<{ question: string; answer: string }[]>

/** Question-and-answer pairs, with a spare pair to fill and a button for another (a pair left empty is left out). */
function FaqFields({
  form,
  list,
  legend,
  question,
  answer,
  add,
}: {
  form: ArticleFormMeta
  list: FaqList
  legend: string
  question: string
  answer: string
  add: string
}) {
  const errors = list.errors
  return (
    <fieldset className="grid max-w-3xl gap-4 rounded-xl border border-graphite-800 p-4">
      <legend className="px-1 text-lg text-white">{legend}</legend>
      <p className="text-sm text-graphite-300">A pair left empty is left out.</p>
      {errors?.length ? (
        <p id={list.errorId} className="text-sm text-red-300">
          {errors.join(' ')}
        </p>
      ) : null}
      {list.getFieldList().map((faq, i) => {
        const pair = faq.getFieldset()
        return (
          <fieldset key={faq.key} className="grid gap-2 border-t border-graphite-800 pt-3">
            <legend className="text-sm text-graphite-200">
              {question} {i + 1}
            </legend>
            <FormInput meta={pair.question} label={question} />
            <FormTextarea meta={pair.answer} label={answer} rows={2} />
          </fieldset>
        )
      })}
      <div>
        <Button type="submit" variant="secondary" {...form.insert.getButtonProps({ name: list.name })}>
          {add}
        </Button>
      </div>
    </fieldset>
  )
}

/**
 * The article in another language (decisions 034, 039), beside the English: every text a visitor
 * reads, all of it or none. The rest (address, author, category, picture, sources, related articles)
 * is the English article's. Without it the article is not on that language's pages.
 */
function VersionFields({
  lang,
  form,
  fields,
  loaded,
  outcome,
}: {
  lang: Lang
  form: ArticleFormMeta
  fields: FieldMetadata<Record<string, unknown>>
  loaded: Loaded
  outcome: ArticleOutcome | undefined
}) {
  const name = languageName(lang)
  const prefix = localeOf(lang).prefix
  const v = fields.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>
  const faqs = v.faqs as unknown as FaqList
  const headingId = `version-${lang}`
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-2xl border border-graphite-700 p-4">
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-xl text-white">
          {name}
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          The article on the {name} pages, at {prefix}/article/ and the same address name. Fill in every field
          whose English is filled, or leave them all empty: an article without its {name} is not shown there.
          Use the words for the trade that the site's {name} pages use, and link only pages that exist in{' '}
          {name} ({prefix}/…).
        </p>
      </div>
      <div className="grid max-w-3xl gap-4">
        <FormInput meta={v.title} label={`Title in ${name}`} />
        <FormTextarea
          meta={v.metaDescription}
          label={`Meta description in ${name}`}
          rows={2}
          hint={`At most ${metaDescriptionMax} characters.`}
        />
        <FormTextarea meta={v.summary} label={`Summary in ${name}`} rows={2} />
        <FormTextarea meta={v.aiSummary} label={`AI summary in ${name}`} rows={3} />
        <LinesField
          meta={v.tags}
          label={`Tags in ${name}`}
          hint="Separated by commas or one per line."
          rows={2}
        />
        <LinesField
          meta={v.keywords}
          label={`Keywords in ${name}`}
          hint="Separated by commas or one per line."
          rows={2}
        />
        <FormInput
          meta={v.imageAlt}
          label={`Picture description in ${name} (alt text)`}
          hint={`What the picture shows, in ${name}.`}
        />
      </div>
      <MarkdownEditor
        meta={v.bodyMarkdown}
        label={`Article in ${name} (Markdown)`}
        lang={lang}
        initialPreview={outcome?.previews?.[lang] ?? loaded.previews[lang] ?? ''}
      />
      <div className="grid max-w-3xl gap-4">
        <FormTextarea meta={v.hook} label={`Opening line in ${name}`} rows={2} />
        <OptionalLines meta={v.science} label={`The Science in ${name}`} />
        <OptionalLines meta={v.proTips} label={`Pro Tips in ${name}`} />
        <FormTextarea meta={v.fieldExperience} label={`Field Experience in ${name}`} rows={3} />
      </div>
      <FaqFields
        form={form}
        list={faqs}
        legend={`Frequently asked questions in ${name}`}
        question={`Question in ${name}`}
        answer={`Answer in ${name}`}
        add={`Add another question in ${name}`}
      />
    </section>
  )
}

/**
 * The body's textarea and its preview (decision 033): the server renders the preview with the
 * sanitiser the public page uses, so no Markdown code reaches the browser. It follows typing after a
 * short pause; the Preview button does the same with JavaScript off (every body at once). Each
 * language's body has its own (decisions 034, 039).
 */
function MarkdownEditor({
  meta,
  label,
  lang,
  initialPreview,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  lang: Lang
  initialPreview: string
}) {
  const own = lang === defaultLang
  const fetcher = useFetcher<{ previews?: Previews }>({
    key: own ? 'article-preview' : `article-preview-${lang}`,
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const html = fetcher.data?.previews?.[lang] ?? initialPreview
  const headingId = own ? 'markdown-preview' : `markdown-preview-${lang}`
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Field
        label={label}
        errors={meta.errors}
        required={meta.required}
        hint="## for a heading, **bold**, - for a list, [words](https://…) for a link. Pictures only from the site’s own images."
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            name={meta.name}
            key={meta.key}
            defaultValue={meta.initialValue}
            rows={24}
            required={meta.required}
            className="font-mono text-sm"
            lang={own ? undefined : lang}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onInput={(e) => {
              const value = e.currentTarget.value
              clearTimeout(timer.current)
              timer.current = setTimeout(() => {
                fetcher.submit(
                  { intent: 'preview', [own ? 'bodyMarkdown' : `${lang}.bodyMarkdown`]: value },
                  { method: 'post' },
                )
              }, 400)
            }}
          />
        )}
      </Field>
      <section aria-labelledby={headingId} className="rounded-xl border border-graphite-800 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg text-white">
            {own ? 'Preview' : `Preview in ${languageName(lang)}`}
          </h2>
          <Button type="submit" name="intent" value="preview" variant="ghost">
            {own ? 'Update preview' : `Update the ${languageName(lang)} preview`}
          </Button>
        </div>
        <div
          data-testid={headingId}
          lang={own ? undefined : lang}
          className="mt-2 text-graphite-300 [&_a]:text-copper-300 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:text-white [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:text-white [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised preview (markdownToSafeHtml)
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </div>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
