import { describe, expect, it } from 'vitest'
import { EnvError, readEnv } from './env.server'

describe('readEnv', () => {
  it('has defaults that need nothing set', () => {
    const env = readEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'localhost' }, 'SITE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SESSION_SECRETS: `${'n'.repeat(32)},short` }, 'SESSION_SECRETS'],
    [{ SLOTS_SEED_MONTHS: 'many' }, 'SLOTS_SEED_MONTHS'],
    [{ CHAT_GATHER_MS: '-1' }, 'CHAT_GATHER_MS'],
    [{ CHAT_GATHER_MS: 'soon' }, 'CHAT_GATHER_MS'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:1' }, 'LLM_BASE_URL'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in the middle' }, 'METRICS_TOKEN'],
    [{ BACKUP_TIME: '3am' }, 'BACKUP_TIME'],
    [{ BACKUP_TIME: '24:00' }, 'BACKUP_TIME'],
    [{ REVIEW_URL: 'g.page/r/refined-resin' }, 'REVIEW_URL'],
    // Payments need both keys (decision 041).
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'stripe.local' },
      'STRIPE_API_URL',
    ],
  ])('names the bad variable in %o', (source, name) => {
    expect(() => readEnv(source as NodeJS.ProcessEnv)).toThrow(EnvError)
    expect(() => readEnv(source as NodeJS.ProcessEnv)).toThrow(name)
  })

  it('requires a session secret on an https site only', () => {
    expect(() => readEnv({ SITE_URL: 'https://refinedresin.example' })).toThrow('SESSION_SECRETS')
    expect(
      readEnv({ SITE_URL: 'https://refinedresin.example', SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET,
    ).toHaveLength(32)
    expect(readEnv({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined()
  })

  it('reads SESSION_SECRETS as a list, the first signing, with the older SESSION_SECRET verifying last', () => {
    const [a, b, c] = ['a'.repeat(32), 'b'.repeat(40), 'c'.repeat(33)]
    expect(readEnv({ SESSION_SECRETS: ` ${a} , ${b},` }).sessionSecrets).toEqual([a, b])
    expect(readEnv({ SESSION_SECRETS: a, SESSION_SECRET: c }).sessionSecrets).toEqual([a, c])
    expect(readEnv({ SESSION_SECRET: c }).sessionSecrets).toEqual([c])
    expect(readEnv({}).sessionSecrets).toEqual([])
    expect(readEnv({ SITE_URL: 'https://refinedresin.example', SESSION_SECRETS: b }).sessionSecrets).toEqual([
      b,
    ])
  })

  it('treats empty values as unset', () => {
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
    expect(readEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined()
    expect(readEnv({ SLOTS_SEED_MONTHS: '' }).SLOTS_SEED_MONTHS).toBeUndefined()
    expect(readEnv({ SLOTS_SEED_MONTHS: '12' }).SLOTS_SEED_MONTHS).toBe(12)
    // As in .env.example: an empty value keeps the default gathering, not none.
    expect(readEnv({ CHAT_GATHER_MS: '' }).CHAT_GATHER_MS).toBeUndefined()
    expect(readEnv({ CHAT_GATHER_MS: '0' }).CHAT_GATHER_MS).toBe(0)
  })
})
