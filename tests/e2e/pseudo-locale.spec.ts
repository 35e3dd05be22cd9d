import { authors } from '../../app/content/authors'
import { portfolioProjects } from '../../app/content/projects'
import { serviceAreas } from '../../app/content/service-areas'
import { seedArticleSources } from '../../app/features/knowledge/article-files.server'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { englishLeft, expectNoEnglishLeakedIn } from './pseudo-locale'

/**
 * The pseudo-locale (decision 039): English accented and bracketed, made from the English catalog.
 * A page whose every word comes from a catalog shows nothing unbracketed but the business's facts;
 * English that a component or a service wrote itself shows plainly, and fails here.
 */

test('the leak check sees English: the English page fails it', async ({ page }) => {
  await page.goto('/contact')
  expect((await englishLeft(page)).length).toBeGreaterThan(10)
})

/** The page types that are one implementation in every language so far (decision 039). */
const pages = [
  '/',
  '/contact',
  '/careers',
  '/floor-care',
  '/estimator',
  '/pricing',
  '/privacy',
  '/terms',
  '/accessibility',
  '/warranty',
]

/** A page's path in a language: its prefix, then the path ('/' alone is the prefix). */
const inLanguage = (prefix: string, path: string) => (path === '/' ? prefix : `${prefix}${path}`)

for (const path of pages) {
  test(`${path} and the frame, served and hydrated, speak the pseudo-locale only`, async ({
    page,
    consoleErrors,
  }) => {
    const pseudo = inLanguage('/en-xa', path)
    await page.goto(pseudo)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await expectNoEnglishLeakedIn(page, `${pseudo} (server render)`)
    await hydrated(page)
    await expectNoEnglishLeakedIn(page, `${pseudo} (hydrated)`)
    // Its links stay in the language, and the switch offers the languages visitors are offered.
    const internal = await page
      .locator('main a[href^="/"]:not([hreflang]), nav a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    for (const href of internal.filter((h) => !h.startsWith('/api/')))
      expect(href).toMatch(/^\/en-xa(\/|$|\?|#)/)
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', path)
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute('href', inLanguage('/es', path))
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('the contact form refuses in the pseudo-locale, in the browser and from the server', async ({
  page,
}) => {
  await page.goto('/en-xa/contact')
  await hydrated(page)
  const form = page.locator('form', { has: page.locator('textarea') })
  await form.getByRole('textbox').first().fill('x')
  await form.getByRole('textbox').first().fill('')
  await form.locator('button[type="submit"]').click()
  await expect(form.getByText(/⟦ÉÉñţééŕ ýööûûŕ ñååɱéé\.⟧/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/contact (refused in the browser)')
})

test('the contact form refuses in the pseudo-locale without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en-xa/contact')
  await page
    .locator('form', { has: page.locator('textarea') })
    .locator('button[type="submit"]')
    .click()
  await expect(page.getByText(/⟦ÉÉñţééŕ ýööûûŕ ñååɱéé\.⟧/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/contact (refused by the server)')
  await context.close()
})

test('the estimator’s steps, refusals and estimate speak the pseudo-locale', async ({
  page,
  consoleErrors,
}) => {
  // A refusal from the server, worded by the pseudo catalog.
  await page.goto('/en-xa/estimator?space=warehouse&sqft=1&step=2')
  await expect(page.getByText(/ŵĥööļéé ñûûɱƀééŕ ƒŕööɱ 100 ţöö 5,000/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/estimator, step 2 refused (server render)')
  await hydrated(page)
  await expectNoEnglishLeakedIn(page, '/en-xa/estimator, step 2 refused (hydrated)')
  // An estimate: its figures, answers and facts in the pseudo-locale's words.
  const estimate =
    '/en-xa/estimator?space=warehouse&sqft=4200&finish=gunmetal-flake&zip=30518&timeline=this-month'
  await page.goto(estimate)
  await hydrated(page)
  await expect(page.getByText(/4,200/).first()).toBeVisible()
  await expectNoEnglishLeakedIn(page, `${estimate} (hydrated)`)
  expect(consoleErrors).toEqual([])
})

test('a service-area page speaks the pseudo-locale, served and hydrated', async ({ page, consoleErrors }) => {
  // Its links to pages the pseudo-locale has stay in it; the English-only pages it names (the
  // knowledge hub, the spec sheet) are linked in English, so the generic link check does not apply.
  const places = [...new Set(serviceAreas.flatMap((a) => [a.city, a.county]))]
  await page.goto('/en-xa/service-area/30518')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expectNoEnglishLeakedIn(page, '/en-xa/service-area/30518 (server render)', places)
  await hydrated(page)
  await expectNoEnglishLeakedIn(page, '/en-xa/service-area/30518 (hydrated)', places)
  await expect(page.getByRole('link', { name: /⟦/ }).first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

/**
 * The pages of the owner's content (decision 039): every word around the content comes from the
 * catalog; the content itself (an article's, an author's, a project's words) is the owner's, and the
 * pseudo-locale, which has none of its own, shows the default language's. Only that prose may show
 * unbracketed, beside the facts.
 */
const articles = seedArticleSources()
const nameWords = (name: string) => [name, ...name.split(/\s+/)]
const articleProse = (slug: string) => {
  const a = articles.find((x) => x.slug === slug)
  if (!a) throw new Error(`no seed article ${slug}`)
  return [
    a.title,
    a.metaDescription,
    a.summary,
    a.aiSummary,
    a.hook,
    a.fieldExperience,
    a.bodyMarkdown,
    a.imageAlt ?? '',
    ...a.tags,
    ...a.keywords,
    ...a.science,
    ...a.proTips,
    ...a.faqs.flatMap((f) => [f.question, f.answer]),
    ...a.sources.map((s) => s.title),
  ]
}
const cardProse = articles.flatMap((a) => [a.title, a.summary])
const authorProse = (slug: string) => {
  const a = authors.find((x) => x.slug === slug)
  if (!a) throw new Error(`no author ${slug}`)
  return [
    ...nameWords(a.name),
    a.avatarInitials,
    a.role,
    a.bio,
    a.bio.split('. ')[0],
    ...a.expertise,
    ...a.certifications,
  ]
}
const projectProse = portfolioProjects.flatMap((p) => [p.title, p.location, p.imageAlt ?? ''])

const contentPages: { path: string; prose: string[] }[] = [
  {
    path: '/knowledge',
    prose: [
      ...cardProse,
      ...articles.flatMap((a) => nameWords(authors.find((x) => x.slug === a.author)?.name ?? '')),
    ],
  },
  {
    path: '/article/garage-floor-prep-guide',
    prose: [...articleProse('garage-floor-prep-guide'), ...authorProse('caleb-ashford'), ...cardProse],
  },
  { path: '/author/caleb-ashford', prose: [...authorProse('caleb-ashford'), ...cardProse] },
  { path: '/portfolio', prose: projectProse },
]

test('the owner’s prose lets through only itself: the English article fails the leak check', async ({
  page,
}) => {
  const { path, prose } = contentPages[1]
  await page.goto(path)
  const left = await englishLeft(page, [], prose)
  expect(left).toEqual(expect.arrayContaining(['Cite this article', 'Related topics', 'Download PDF']))
})

for (const { path, prose } of contentPages) {
  test(`${path}: the words around the owner's content speak the pseudo-locale, served and hydrated`, async ({
    page,
    consoleErrors,
  }) => {
    const pseudo = `/en-xa${path}`
    await page.goto(pseudo)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await expectNoEnglishLeakedIn(page, `${pseudo} (server render)`, [], prose)
    await hydrated(page)
    await expectNoEnglishLeakedIn(page, `${pseudo} (hydrated)`, [], prose)
    // Its own links stay in the language; the owner's prose (an article's body) links as written.
    const internal = await page
      .locator('main a[href^="/"]:not([hreflang]), nav a[href^="/"]:not([hreflang])')
      .evaluateAll((links) =>
        links.filter((l) => !l.closest('[data-owner-prose]')).map((l) => l.getAttribute('href') ?? ''),
      )
    for (const href of internal.filter((h) => !h.startsWith('/api/') && !h.startsWith('/images/')))
      expect(href).toMatch(/^\/en-xa(\/|$|\?|#)/)
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
