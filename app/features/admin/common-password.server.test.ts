import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from '../../../tests/support/app-context'
import { createStaffAccount } from './auth.server'
import { isCommonPassword } from './common-password.server'

let context: AppLoadContext
let close: () => Promise<void>

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
})
afterAll(() => close())

describe('common staff passwords', () => {
  it.each([
    'qwerty123456',
    '1qaz2wsx3edc',
    'Administrator',
    'iloveyou2026!',
    '!!Password123456',
    'monkeymonkey',
    'aaaaaaaaaaaa',
    '121212121212',
    'Football 1234',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each([
    'correct horse battery staple',
    'owner password 2026',
    'e2e staff password 2026',
    'Tr4vertine-Gl0ss',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false)
  })

  it('keeps a common password out of a new staff account, saying why', async () => {
    await expect(
      createStaffAccount(context.db, { email: 'new@example.com', password: 'qwerty123456' }),
    ).rejects.toThrow('This password is too common: it appears in lists of leaked passwords. Choose another.')
    await expect(
      createStaffAccount(context.db, { email: 'new@example.com', password: 'Tr4vertine-Gl0ss' }),
    ).resolves.toMatchObject({ email: 'new@example.com' })
  })
})
