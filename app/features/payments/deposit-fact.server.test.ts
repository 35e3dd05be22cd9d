import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyPublished, publishedContent, seedContent } from '~/content/published'
import { ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { factsToForm } from '~/features/content/forms'
import { contentItem, singleKey } from '~/features/content/store.server'
import { action as factsAction, loader as factsLoader } from '~/routes/admin.content-facts'
import { action as signInAction } from '~/routes/admin.sign-in'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, postForm } from '../../../tests/support/route-call'
import { depositRuleOf } from './deposit'

const ownerEmail = 'owner@refinedresin.example'
const password = 'a long enough password 2026'

let context: AppLoadContext
let close: () => Promise<void>
let cookie = ''

const call = (fn: unknown, request: Request) => callRoute(fn as never, request, context)

async function factsForm(changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'facts', singleKey.facts)
  const form = factsToForm(item?.data as ReturnType<typeof seedContent>['facts'])
  return { ...form, baseRevision: String(item?.revision), ...changes } as Record<string, string>
}

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  cookie = cookieFrom(await call(signInAction, postForm('/admin/sign-in', { email: ownerEmail, password })))
})
afterAll(async () => {
  applyPublished(seedContent())
  await close()
})

describe('the deposit as a published fact', () => {
  it('starts as $250.00 fixed, as the console shows it', async () => {
    const page = (await call(factsLoader, getPage('/admin/content/facts', cookie))).body as {
      data: ReturnType<typeof seedContent>['facts']
    }
    expect(depositRuleOf(page.data)).toEqual({ kind: 'fixed', amountCents: 25_000 })
    expect(factsToForm(page.data)).toMatchObject({ depositKind: 'fixed', depositAmount: '250.00' })
  })

  it('publishes a percentage with a minimum as a new revision, in cents', async () => {
    const before = (await contentItem(context.db, 'facts', singleKey.facts))?.revision ?? 0
    const outcome = await call(
      factsAction,
      postForm(
        '/admin/content/facts',
        await factsForm({ depositKind: 'percent', depositPercent: '10', depositMinimum: '199.99' }),
        cookie,
      ),
    )
    expect(outcome.status).toBe(200)
    expect(publishedContent().facts.deposit).toEqual({ kind: 'percent', percent: 10, minimumCents: 19_999 })
    expect((await contentItem(context.db, 'facts', singleKey.facts))?.revision).toBe(before + 1)
  })

  it('refuses a percentage without its minimum, or an amount Stripe could not charge, and changes nothing', async () => {
    const before = await contentItem(context.db, 'facts', singleKey.facts)
    for (const changes of <Record<string, string>[]>[
      { depositKind: 'percent', depositPercent: '10', depositMinimum: '' },
      { depositKind: 'fixed', depositAmount: '0.10' },
      { depositKind: 'fixed', depositAmount: '12.345' },
      { depositKind: 'cheque', depositAmount: '100' },
    ]) {
      const outcome = await call(
        factsAction,
        postForm('/admin/content/facts', await factsForm(changes), cookie),
      )
      expect(outcome.status, JSON.stringify(changes)).toBe(400)
    }
    expect((await contentItem(context.db, 'facts', singleKey.facts))?.revision).toBe(before?.revision)
    expect(publishedContent().facts.deposit).toEqual({ kind: 'percent', percent: 10, minimumCents: 19_999 })
  })
})
