/**
 * The console's article editor (decision 033): the front matter as form fields, the Markdown body,
 * and what each button asks for. One schema, a union on `intent`, shared by the page and its action.
 */
import { z } from 'zod'
import { categoryIds } from '~/features/knowledge/categories'
import { CONTROL_CHARACTERS_IN_ENGLISH, plainText } from '~/features/security/text'
import { lines, spanish } from './schemas'

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

const articleFields = {
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
  // The article in Spanish (decision 034): the same checks as the English, all of it or none.
  esTitle: spanish(
    text('Spanish title', 120).refine((v) => !/[<>]/.test(v), 'The Spanish title cannot contain < or >.'),
  ),
  esMetaDescription: spanish(
    text('Spanish meta description', 1000).refine(
      (v) => v.length <= metaDescriptionMax,
      `Keep the Spanish meta description to ${metaDescriptionMax} characters or fewer: search engines cut the rest.`,
    ),
  ),
  esSummary: spanish(text('Spanish summary', 400)),
  esAiSummary: spanish(text('Spanish AI summary', 1200)),
  esTags: spanish(list('Spanish tag', 'Spanish tags', 12)),
  esKeywords: spanish(list('Spanish keyword', 'Spanish keywords', 20)),
  esImageAlt: spanish(text('Spanish picture description', 250)),
  esHook: optionalText('Spanish opening line', 600),
  esScience: optionalLines('Spanish science point', 'Spanish science points'),
  esProTips: optionalLines('Spanish pro tip', 'Spanish pro tips'),
  esFieldExperience: optionalText('Spanish field experience', 2000),
  esFaqs: faqPairs,
  esBodyMarkdown: spanish(body('Write the article in Spanish.')),
  baseRevision: revisionNumber.optional(),
  overwriteRevision: revisionNumber.optional(),
}

/** What a Spanish version must have, in the order the form shows it: what the English must have. */
export const spanishArticleFields = [
  'esTitle',
  'esMetaDescription',
  'esSummary',
  'esAiSummary',
  'esTags',
  'esKeywords',
  'esImageAlt',
  'esBodyMarkdown',
] as const

/** The optional sections: a Spanish version has each one its English has. */
const spanishArticleSections = [
  ['hook', 'esHook'],
  ['science', 'esScience'],
  ['proTips', 'esProTips'],
  ['fieldExperience', 'esFieldExperience'],
  ['faqs', 'esFaqs'],
] as const

export const HALF_SPANISH_ARTICLE =
  'Fill in every Spanish field, or leave them all empty: an article is shown in Spanish only when all of its Spanish is there.'
export const SPANISH_SECTION_MISSING =
  'The English has this section: write it in Spanish too, or leave all the Spanish empty.'

const given = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '')

/**
 * Half a translation would show an article partly in English on the Spanish page, or without a
 * section its English has: a Spanish version is whole or absent (decision 034), as a job role's is.
 */
function wholeSpanish(article: Record<string, unknown>, ctx: z.RefinementCtx) {
  const spanishKeys = [...spanishArticleFields, ...spanishArticleSections.map(([, es]) => es)]
  if (!spanishKeys.some((k) => given(article[k]))) return
  for (const k of spanishArticleFields) {
    if (!given(article[k])) ctx.addIssue({ code: 'custom', path: [k], message: HALF_SPANISH_ARTICLE })
  }
  for (const [en, es] of spanishArticleSections) {
    if (given(article[en]) && !given(article[es])) {
      ctx.addIssue({ code: 'custom', path: [es], message: SPANISH_SECTION_MISSING })
    }
  }
}

/** A date-time as `<input type="datetime-local">` sends it: Atlanta's wall clock. */
const localDateTime = z
  .string({ error: 'Choose the date and time to publish at.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Choose the date and time to publish at.')

export const articleFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('draft'), ...articleFields }).superRefine(wholeSpanish),
    z.object({ intent: z.literal('publish'), ...articleFields }).superRefine(wholeSpanish),
    z
      .object({ intent: z.literal('schedule'), publishAt: localDateTime, ...articleFields })
      .superRefine(wholeSpanish),
    // The live preview sends one body, English or Spanish; the Preview button (no JavaScript) both.
    z.object({
      intent: z.literal('preview'),
      bodyMarkdown: z.string().max(60_000, 'Keep the article under 60,000 characters.').default(''),
      esBodyMarkdown: z.string().max(60_000, 'Keep the article under 60,000 characters.').default(''),
    }),
    z.object({ intent: z.literal('unpublish'), baseRevision: revisionNumber }),
  ],
  { error: 'Choose Save draft, Preview, Publish or Unpublish.' },
)

type ArticleFormValue = z.output<typeof articleFormSchema>
/** The article's own fields, as every writing intent (draft, publish, schedule) carries them. */
export type ArticleFields = Omit<Extract<ArticleFormValue, { intent: 'draft' }>, 'intent'>
