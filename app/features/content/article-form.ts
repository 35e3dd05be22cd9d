/**
 * The console's article editor (decision 033): the front matter as form fields, the Markdown body,
 * and what each button asks for. One schema, a union on `intent`, shared by the page and its action.
 */
import { z } from 'zod'
import { categoryIds } from '~/features/knowledge/categories'
import { CONTROL_CHARACTERS_IN_ENGLISH, plainText } from '~/features/security/text'
import type { Lang } from '~/i18n/locales'
import { lines } from './schemas'
import { given, languageName, versionField, versionLangs, versionShape } from './versions'

/** What search engines show of a description; longer ones are cut mid-sentence. */
export const metaDescriptionMax = 160

/** A slug: what the article's address ends with. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`)
    .check(plainText('single-line', CONTROL_CHARACTERS_IN_ENGLISH))

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters.`)
    .check(plainText('single-line', CONTROL_CHARACTERS_IN_ENGLISH))
    .optional()
    .transform((v) => v ?? '')

/** Comma-separated or one per line: tags and keywords. */
const commaOrLines = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[,\r\n]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : v

const list = (label: string, plural: string, max: number) =>
  z.preprocess(
    commaOrLines,
    z
      .array(text(label, 60), { error: `Enter at least one ${label}.` })
      .min(1, `Enter at least one ${label}.`)
      .max(max, `List at most ${max} ${plural}.`),
  )

const optionalLines = (label: string, plural: string) =>
  z.preprocess((v) => lines(v) ?? [], z.array(text(label, 600)).max(12, `List at most 12 ${plural}.`))

const httpsLink = z
  .string()
  .trim()
  .max(300, 'Keep each link under 300 characters.')
  .refine(
    (v) => URL.canParse(v) && new URL(v).protocol === 'https:',
    'Each source needs a full address starting with https://.',
  )

/** A filled pair is kept; a pair left empty (the spare fieldset) is dropped. */
const faqPairs = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.filter((f) => f && typeof f === 'object' && (f.question || f.answer))
      : v === undefined
        ? []
        : v,
  z
    .array(
      z.object({
        question: text('question', 300),
        answer: text('answer', 2000),
      }),
    )
    .max(12, 'List at most 12 questions.'),
)

const body = (write: string) =>
  z.string({ error: write }).trim().min(1, write).max(60_000, 'Keep the article under 60,000 characters.')

const revisionNumber = z.coerce
  .number({ error: 'This form lost track of the version it was opened at. Reload the page.' })
  .int()
  .min(0)
  .max(1_000_000_000)

/** An article's version in another language (decision 034): the same checks as the default's. */
const articleVersion = (name: string) =>
  z.object({
    title: versionField(
      text(`${name} title`, 120).refine((v) => !/[<>]/.test(v), `The ${name} title cannot contain < or >.`),
    ),
    metaDescription: versionField(
      text(`${name} meta description`, 1000).refine(
        (v) => v.length <= metaDescriptionMax,
        `Keep the ${name} meta description to ${metaDescriptionMax} characters or fewer: search engines cut the rest.`,
      ),
    ),
    summary: versionField(text(`${name} summary`, 400)),
    aiSummary: versionField(text(`${name} AI summary`, 1200)),
    tags: versionField(list(`${name} tag`, `${name} tags`, 12)),
    keywords: versionField(list(`${name} keyword`, `${name} keywords`, 20)),
    imageAlt: versionField(text(`${name} picture description`, 250)),
    hook: optionalText(`${name} opening line`, 600),
    science: optionalLines(`${name} science point`, `${name} science points`),
    proTips: optionalLines(`${name} pro tip`, `${name} pro tips`),
    fieldExperience: optionalText(`${name} field experience`, 2000),
    faqs: faqPairs,
    bodyMarkdown: versionField(body(`Write the article in ${name}.`)),
  })

const articleFieldsIn = (langs: readonly Lang[]) => ({
  title: text('title', 120)
    // Shown as text everywhere (title, feed, JSON-LD); angle brackets are never part of one.
    .refine((v) => !/[<>]/.test(v), 'The title cannot contain < or >.'),
  slug: z
    .string({ error: 'Enter the address name.' })
    .trim()
    .max(80, 'Keep the address name under 80 characters.')
    .regex(slugPattern, 'Use lower-case words joined by hyphens, like garage-floor-care.'),
  metaDescription: text('meta description', 1000).refine(
    (v) => v.length <= metaDescriptionMax,
    `Keep the meta description to ${metaDescriptionMax} characters or fewer: search engines cut the rest.`,
  ),
  summary: text('summary', 400),
  aiSummary: text('AI summary', 1200),
  // A slug here; the server checks it names a published author. Authors are content (decision 033):
  // a list fixed when this module loads (and the seed in the browser) would miss a new one.
  author: z
    .string({ error: 'Choose an author.' })
    .trim()
    .max(80, 'Choose an author.')
    .regex(slugPattern, 'Choose an author.'),
  category: z.enum(categoryIds, { error: 'Choose a category.' }),
  tags: list('tag', 'tags', 12),
  keywords: list('keyword', 'keywords', 20),
  faqs: faqPairs,
  sources: z.preprocess(
    (v) =>
      ((lines(v) as string[] | undefined) ?? []).map((line) => {
        const at = line.lastIndexOf(' ')
        return at < 0
          ? { title: line, url: line }
          : { title: line.slice(0, at).trim(), url: line.slice(at + 1) }
      }),
    z
      .array(z.object({ title: text('source name', 200), url: httpsLink }))
      .max(20, 'List at most 20 sources.'),
  ),
  relatedArticles: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(40)).max(12, 'Choose at most 12 related articles.'),
  ),
  image: z.string({ error: 'Choose a picture or upload a photo.' }).trim().max(60).optional(),
  imageAlt: text('picture description', 250),
  photo: z.instanceof(File).optional(),
  hook: optionalText('opening line', 600),
  science: optionalLines('science point', 'science points'),
  proTips: optionalLines('pro tip', 'pro tips'),
  fieldExperience: optionalText('field experience', 2000),
  bodyMarkdown: body('Write the article.'),
  // The article in each other language (decisions 034, 039): all of it or none.
  ...versionShape(langs, articleVersion),
  baseRevision: revisionNumber.optional(),
  overwriteRevision: revisionNumber.optional(),
})

/** What a version must have, in the order the form shows it: what the default language's must have. */
export const articleVersionFields = [
  'title',
  'metaDescription',
  'summary',
  'aiSummary',
  'tags',
  'keywords',
  'imageAlt',
  'bodyMarkdown',
] as const

/** The optional sections: a version has each one the default language's has. */
const articleVersionSections = ['hook', 'science', 'proTips', 'fieldExperience', 'faqs'] as const

export const halfArticle = (name: string) =>
  `Fill in every ${name} field, or leave them all empty: an article is shown in ${name} only when all of its ${name} is there.`
export const sectionMissing = (name: string) =>
  `The English has this section: write it in ${name} too, or leave all the ${name} empty.`

type ArticleVersionFields = z.output<ReturnType<typeof articleVersion>>

/**
 * Half a translation would show an article partly in English on that language's page, or without a
 * section its English has: a version is whole or absent (decision 034), as a job role's is.
 */
const wholeVersions =
  (langs: readonly Lang[]) =>
  (article: Record<string, unknown> & Partial<Record<Lang, ArticleVersionFields>>, ctx: z.RefinementCtx) => {
    for (const lang of langs) {
      const version: Partial<ArticleVersionFields> = article[lang] ?? {}
      const keys = [...articleVersionFields, ...articleVersionSections]
      if (!keys.some((k) => given(version[k]))) continue
      const name = languageName(lang)
      for (const k of articleVersionFields) {
        if (!given(version[k])) ctx.addIssue({ code: 'custom', path: [lang, k], message: halfArticle(name) })
      }
      for (const k of articleVersionSections) {
        if (given(article[k]) && !given(version[k])) {
          ctx.addIssue({ code: 'custom', path: [lang, k], message: sectionMissing(name) })
        }
      }
    }
  }

/** A date-time as `<input type="datetime-local">` sends it: Atlanta's wall clock. */
const localDateTime = z
  .string({ error: 'Choose the date and time to publish at.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Choose the date and time to publish at.')

/** The article editor's form, with a fieldset per language in `langs` (decision 039). */
export const articleFormSchemaIn = (langs: readonly Lang[] = versionLangs) => {
  const articleFields = articleFieldsIn(langs)
  const whole = wholeVersions(langs)
  return z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('draft'), ...articleFields }).superRefine(whole),
      z.object({ intent: z.literal('publish'), ...articleFields }).superRefine(whole),
      z
        .object({ intent: z.literal('schedule'), publishAt: localDateTime, ...articleFields })
        .superRefine(whole),
      // The live preview sends one language's body; the Preview button (no JavaScript) every one.
      z.object({
        intent: z.literal('preview'),
        bodyMarkdown: previewBody,
        ...versionShape(langs, () => z.object({ bodyMarkdown: previewBody })),
      }),
      z.object({ intent: z.literal('unpublish'), baseRevision: revisionNumber }),
    ],
    { error: 'Choose Save draft, Preview, Publish or Unpublish.' },
  )
}

const previewBody = z.string().max(60_000, 'Keep the article under 60,000 characters.').default('')

export const articleFormSchema = articleFormSchemaIn()

type ArticleFormValue = z.output<ReturnType<typeof articleFormSchemaIn>>
/** The article's own fields, as every writing intent (draft, publish, schedule) carries them. */
export type ArticleFields = Omit<Extract<ArticleFormValue, { intent: 'draft' }>, 'intent'>
