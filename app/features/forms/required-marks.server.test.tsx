import type { ComponentType, ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { type AppLoadContext, createRoutesStub } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { factsSeededIn } from '~/content/published'
import { ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { signInSchema } from '~/features/admin/schemas'
import { slotActionSchema } from '~/features/admin/slots.server'
import { changePasswordSchema, inviteSchema } from '~/features/admin/team-schemas'
import { bookingPageSchema } from '~/features/booking-page/actions.server'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { articleFormSchema } from '~/features/content/article-form'
import {
  authorFormSchema,
  factsFormSchemaIn,
  jobRoleFormSchema,
  priceBookFormSchema,
  projectFormSchema,
  serviceAreaListSchema,
  testimonialFormSchema,
} from '~/features/content/forms'
import { versionLangs } from '~/features/content/versions'
import { EstimateForm } from '~/features/estimator/components/estimate-form'
import { estimatorPageWords } from '~/features/estimator/page-words.server'
import { paramNames } from '~/features/estimator/params'
import { estimateRequestSchema } from '~/features/estimator/schema'
import { EstimatorWordsProvider, wordsOf } from '~/features/estimator/words'
import { careersPage } from '~/features/leads/careers-page.server'
import { ContactForm } from '~/features/leads/contact-form'
import { contactPage } from '~/features/leads/contact-page.server'
import { JobApplicationForm } from '~/features/leads/job-application-form'
import { PartnerApplicationForm } from '~/features/leads/partner-application-form'
import { leadRequired } from '~/features/leads/required.server'
import { contactSchema, jobApplicationSchema, partnerApplicationSchema } from '~/features/leads/schemas'
import { personEmailSchema } from '~/features/privacy/schemas'
import { bookingRequestSchema } from '~/features/schedule/booking-schema'
import { BookingForm } from '~/features/schedule/components/booking-form'
import { schedulePageWords } from '~/features/schedule/page-words.server'
import { defaultLang } from '~/i18n/lang'
import { createTestContext } from '../../../tests/support/app-context'
import { seedBooking, seedSlot } from '../../../tests/support/business-data'
import { callRoute, cookieFrom, getPage, postForm } from '../../../tests/support/route-call'
import { requiredFields } from './required'

// WCAG 3.3.2: a field the form refuses empty says so before anyone submits, with `required` or
// `aria-required` on the control and the visible mark in its label, and a field it takes empty says
// nothing of the kind. Every mark comes from the form's schema (decision 003); this renders each form
// and checks the marks against what the schema refuses.

type Control = { name: string; id?: string; marked: boolean; hidden: boolean }

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1]
const has = (attrs: string, name: string) => new RegExp(`\\s${name}(=|\\s|$|/)`).test(attrs)
const MARK = '*</span>'

/** The form's named controls, and which of them its labels mark. */
function readForm(html: string) {
  const controls: Control[] = []
  for (const m of html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    const attrs = m[2]
    const name = attr(attrs, 'name')
    const type = attr(attrs, 'type')
    if (!name || type === 'submit' || type === 'button') continue
    controls.push({
      name,
      id: attr(attrs, 'id'),
      marked: has(attrs, 'required') || attr(attrs, 'aria-required') === 'true',
      // The honeypot is hidden from people: it is never a field they fill.
      hidden: type === 'hidden' || name === 'website',
    })
  }
  const labelled = new Map<string, boolean>()
  for (const m of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)) {
    const target = attr(m[1], 'for')
    // The mark stands in the label or just after it.
    const after = html.slice((m.index ?? 0) + m[0].length)
    const marks = m[2].includes(MARK) || /^<span aria-hidden="true"[^>]*> <!-- -->\*<\/span>/.test(after)
    if (target) labelled.set(`#${target}`, marks)
    // A control inside its label.
    for (const inner of m[2].matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"/g))
      labelled.set(inner[1], marks)
  }
  return controls.map((c) => ({
    ...c,
    labelMarked: (c.id ? labelled.get(`#${c.id}`) : undefined) ?? labelled.get(c.name) ?? false,
  }))
}

function render(element: ReactElement | ComponentType, loaderData: unknown = null, path = '/') {
  const Component = typeof element === 'function' ? element : () => element
  const Stub = createRoutesStub([
    { id: 'page', path, Component: Component as never, loader: () => loaderData },
  ])
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />)
}

/** The marks a rendered form shows equal what its schema refuses empty. */
function expectMarksOf(html: string, schema: $ZodType, given: Record<string, string> = {}) {
  const controls = readForm(html)
  const visible = controls.filter((c) => !c.hidden)
  expect(visible.length, 'no controls rendered').toBeGreaterThan(0)
  const shown = new Set(controls.map((c) => c.name))
  // A list whose rows are fields of their own (`dayThresholds[0].days`) is checked by its rows' schema.
  const composite = (n: string) =>
    controls.some((c) => c.name.startsWith(`${n}[`) || c.name.startsWith(`${n}.`))
  const refused = requiredFields(schema, given).filter((n) => !composite(n))
  // Every field the schema refuses empty is on the form (a hidden one is filled by the page).
  expect(refused.filter((n) => !shown.has(n))).toEqual([])
  const hiddenNames = new Set(controls.filter((c) => c.hidden).map((c) => c.name))
  const expected = refused.filter((n) => !hiddenNames.has(n)).sort()
  expect([...new Set(visible.filter((c) => c.marked).map((c) => c.name))].sort()).toEqual(expected)
  // The visible mark goes with the attribute, and only with it.
  expect(visible.filter((c) => c.marked !== c.labelMarked).map((c) => c.name)).toEqual([])
}

let context: AppLoadContext
let close: () => Promise<void>
let cookie = ''
const password = 'a long enough password 2026'

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, 'owner@refinedresin.example', password)
  const { action } = await import('~/routes/admin.sign-in')
  cookie = cookieFrom(
    await callRoute(
      action as never,
      postForm('/admin/sign-in', { email: 'owner@refinedresin.example', password }),
      context,
    ),
  )
})
afterAll(async () => {
  await close?.()
})

describe('public forms mark what their schema refuses empty', () => {
  it('the contact form', () => {
    const html = render(
      <ContactForm
        actionData={undefined}
        prefill={{}}
        copy={contactPage(defaultLang)}
        required={leadRequired('contact')}
        refusals={{}}
      />,
    )
    expectMarksOf(html, contactSchema)
  })

  it('a job application', () => {
    const html = render(
      <JobApplicationForm
        role={{ id: 'installer-apprentice', title: 'Installer Apprentice' }}
        actionData={undefined}
        onSuccess={() => {}}
        copy={careersPage(defaultLang)}
        required={leadRequired('job')}
        refusals={{}}
      />,
    )
    expectMarksOf(html, jobApplicationSchema, { role: 'installer-apprentice' })
  })

  it('the partner application', () => {
    const html = render(
      <PartnerApplicationForm actionData={undefined} required={leadRequired('partner')} refusals={{}} />,
    )
    expectMarksOf(html, partnerApplicationSchema)
  })

  it('the booking request', () => {
    const html = render(
      <BookingForm
        slotId="00000000-0000-4000-8000-000000000000"
        estimate={null}
        onOutcome={() => {}}
        refusals={{}}
        words={schedulePageWords(defaultLang).form}
        submitLabel={schedulePageWords(defaultLang).text.requestBlock}
      />,
    )
    expectMarksOf(html, bookingRequestSchema)
  })
})

describe('the estimator marks what its schema refuses empty', () => {
  it('its four steps together mark exactly the fields the schema refuses, each with its visible mark', () => {
    const marked = new Set<string>()
    let allSteps = ''
    for (const step of [1, 2, 3, 4] as const) {
      const html = render(
        <EstimatorWordsProvider value={wordsOf(estimatorPageWords('en'))}>
          <EstimateForm
            step={step}
            answers={{ spaceType: '', squareFootage: null, finishStyle: '', zipcode: '', timeline: '' }}
            errors={{}}
            incomplete={false}
            hydrated
            focusOnShow={false}
            onChange={() => {}}
            onErrors={() => {}}
            onStep={() => {}}
            onCalculate={() => {}}
          />
        </EstimatorWordsProvider>,
      )
      allSteps += html
      const controls = readForm(html).filter((c) => !c.hidden)
      for (const c of controls) if (c.marked) marked.add(c.name)
      // A text field or select shows the mark by its label; a choice of cards is marked on each radio.
      const unmarkedLabels = controls.filter((c) => c.marked && c.id && !c.labelMarked)
      expect(unmarkedLabels.map((c) => c.name)).toEqual([])
    }
    // The form's fields go by their address names (`sqft` for squareFootage). A slider always holds a
    // value, and neither HTML (`required`) nor ARIA (`aria-required`) marks one: the square footage is
    // refused empty only when a typed address leaves it out.
    const sliders = new Set(
      [...allSteps.matchAll(/<input\b[^>]*type="range"[^>]*>/g)].map((m) => attr(m[0], 'name')),
    )
    const refused = requiredFields(estimateRequestSchema)
      .map((field) => paramNames[field as keyof typeof paramNames])
      .filter((name) => !sliders.has(name))
    expect(sliders).toEqual(new Set(['sqft']))
    expect([...marked].sort()).toEqual(refused.sort())
  })
})

/** A console page as its loader gives it to a signed-in owner. */
async function consolePage(module: string, path: string, params: Record<string, string> = {}) {
  const route = (await import(`../../routes/${module}.tsx`)) as {
    loader: (args: never) => unknown
    default: ComponentType
  }
  const outcome = await callRoute(route.loader, getPage(path, cookie), context, params)
  expect(outcome.status, path).toBe(200)
  const pattern = path.replace(/\?.*$/, '')
  return render(route.default, outcome.body, pattern)
}

describe('console forms mark what their schema refuses empty', () => {
  const pages: [string, string, Record<string, string>, $ZodType, Record<string, string>][] = [
    [
      'admin.content-article',
      '/admin/content/articles/new',
      { id: 'new' },
      articleFormSchema,
      { intent: 'publish' },
    ],
    ['admin.content-author', '/admin/content/authors/new', { slug: 'new' }, authorFormSchema, {}],
    ['admin.content-job', '/admin/content/jobs/new', { id: 'new' }, jobRoleFormSchema, {}],
    ['admin.content-project', '/admin/content/projects/new', { id: 'new' }, projectFormSchema, {}],
    [
      'admin.content-testimonial',
      '/admin/content/testimonials/new',
      { id: 'new' },
      testimonialFormSchema,
      {},
    ],
    ['admin.content-facts', '/admin/content/facts', {}, factsFormSchemaIn(versionLangs, factsSeededIn), {}],
    ['admin.content-prices', '/admin/content/prices', {}, priceBookFormSchema, { intent: 'publish' }],
    ['admin.team', '/admin/team', {}, inviteSchema, { intent: 'invite' }],
    ['admin.account', '/admin/account', {}, changePasswordSchema, {}],
    ['admin.slots', '/admin/slots?month=2031-05', {}, slotActionSchema, { intent: 'generate' }],
    [
      'admin.content-service-areas',
      '/admin/content/service-areas',
      {},
      serviceAreaListSchema,
      { intent: 'add' },
    ],
    ['admin.privacy', '/admin/privacy', {}, z.object({ email: personEmailSchema }), {}],
  ]
  for (const [module, path, params, schema, given] of pages) {
    it(path, async () => {
      const html = await consolePage(module, path, params)
      // Each page has one form with a schema; the rest are buttons or filters.
      const form = formWith(html, requiredFields(schema, given))
      expectMarksOf(form, schema, given)
    })
  }
})

describe('the customer’s booking page marks what each of its forms refuses empty', () => {
  it('moving to another block, and cancelling', async () => {
    // An open block after the booked one, so the page offers the move.
    await seedSlot(context.db, '2033-03-11')
    const id = await seedBooking({ ...context, ip: '192.0.2.77' }, '2033-03-04')
    const link = await mintBookingLink(context.db, id)
    const token = link.slice(link.lastIndexOf('/') + 1)
    const route = await import('~/routes/booking.$token')
    const outcome = await callRoute(route.loader as never, getPage(`/booking/${token}`), context, { token })
    expect(outcome.status).toBe(200)
    const html = render(route.default as ComponentType, outcome.body, '/booking/:token')
    for (const intent of ['add', 'move', 'cancel'] as const) {
      const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
        .map((m) => m[0])
        .find((f) => f.includes(`name="intent" value="${intent}"`))
      expect(form, intent).toBeDefined()
      expectMarksOf(form ?? '', bookingPageSchema, { intent })
    }
  })
})

describe('the console’s sign-in marks what its schema refuses empty', () => {
  it('email and password', async () => {
    const route = await import('~/routes/admin.sign-in')
    const outcome = await callRoute(route.loader as never, getPage('/admin/sign-in'), context)
    expect(outcome.status).toBe(200)
    expectMarksOf(render(route.default as ComponentType, outcome.body, '/admin/sign-in'), signInSchema)
  })
})

/** The `<form>` of a page that holds the first of `names`. */
function formWith(html: string, names: string[]): string {
  const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0])
  return forms.find((f) => names.some((n) => f.includes(`name="${n}"`))) ?? html
}
