import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'must be a valid URL' })

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** A whole number from `min` to `max`; unset or empty, none (the caller's default). */
const optionalInteger = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  )

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/**
 * The logger's settings, read before the rest of the environment is checked (the
 * logger reports that check): an unknown level falls back here, and `readEnv` then
 * stops the start naming LOG_LEVEL. Tests log nothing unless LOG_LEVEL asks.
 */
export function logSettings(source: NodeJS.ProcessEnv = process.env): { level: LogLevel; pretty: boolean } {
  const asked = logLevels.find((l) => l === source.LOG_LEVEL)
  const mode = source.NODE_ENV ?? 'development'
  return {
    // A production server logs even when a test runner started it (its VITEST is inherited).
    level: asked ?? (mode !== 'production' && (mode === 'test' || source.VITEST) ? 'silent' : 'info'),
    pretty: mode === 'development' && !source.VITEST,
  }
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The least severe log level written (decision 030). */
  LOG_LEVEL: z.enum(logLevels).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z
    .string()
    .default('http://localhost:3000')
    .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), { message: 'must be an http(s) URL' })
    .transform((v) => v.replace(/\/$/, '')),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /**
   * Staff session cookies' secrets, comma-separated: the first signs, every one
   * verifies, so a deploy that puts a new secret first signs no one out (decision 016).
   */
  SESSION_SECRETS: optionalText
    .transform((v) =>
      v
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list === undefined || list.every((s) => s.length >= 32), {
      message: 'each secret must be at least 32 characters',
    }),
  /** The older single-secret name, still read: it verifies after SESSION_SECRETS. */
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** The build the server serves (`npm run build` writes `build/`; tests build elsewhere). */
  BUILD_DIR: optionalText,
  /** Months of weekend blocks to create at start on any database (benchmarks need many). */
  SLOTS_SEED_MONTHS: optionalInteger(1, 600),
  /**
   * Render workers for a publish that renders many pages (decision 046): 0 renders on the server's
   * own thread; unset, one per core up to two.
   */
  RENDER_WORKERS: optionalInteger(0, 8),
  /**
   * How long (ms) Remy's database batches keep gathering while turns keep arriving (decision 040);
   * unset, 10; 0, a batch goes one turn of the event loop after its first turn.
   */
  CHAT_GATHER_MS: optionalInteger(0, 1000),
  LLM_BASE_URL: optionalUrl(['http://', 'https://']),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: optionalText,
  STAFF_EMAIL: optionalText,
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an email address',
  }),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
    message: 'must be at least 12 characters',
  }),
  /**
   * Whether a new install starts requiring staff to have a second factor (decision 038): read once,
   * when the database has no team setting yet; the owner decides after that on the Team page.
   */
  STAFF_REQUIRE_SECOND_FACTOR: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ),
  /** Bearer token that opens /metrics (decision 021); unset, /metrics answers 404. */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{16,}$/.test(v), {
    message: 'must be at least 16 printable characters without spaces',
  }),
  /**
   * Payments (decision 041): with both keys set, a booking takes a deposit through Stripe Checkout.
   * STRIPE_API_URL points the `stripe` package at another host (tests reach a loopback fake).
   */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl(['https://', 'http://']),
  // The care mail's review link (decision 027); unset, the mail asks for a reply instead.
  REVIEW_URL: optionalUrl(['https://', 'http://']),
  // Nightly backups (decision 018): folder (default <DATA_DIR>/backups) and Atlanta time.
  BACKUP_DIR: optionalText,
  BACKUP_TIME: z
    .string()
    .trim()
    .default('03:00')
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
      message: 'must be a time of day as HH:MM (24-hour)',
    }),
})

export type Env = z.infer<typeof schema> & {
  dataDir: string
  /** SESSION_SECRETS then SESSION_SECRET; empty when neither is set. */
  sessionSecrets: string[]
}

/** Reads and checks the environment; a bad value stops the start with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = result.data
  const llm = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length
  if (llm > 0 && llm < 3) {
    throw new EnvError('Invalid environment:\n  LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: set all three or none')
  }
  // A public (https) site must keep staff sessions valid across restarts and app servers; a
  // developer's `npm start` on http://localhost runs with a random secret per start instead.
  const sessionSecrets = secretsIn(env)
  if (env.SITE_URL.startsWith('https://') && !sessionSecrets.length) {
    throw new EnvError(
      'Invalid environment:\n  SESSION_SECRETS: required when SITE_URL is https (at least 32 random characters)',
    )
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError(
      'Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (payments on) or neither (no deposit)',
    )
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new EnvError('Invalid environment:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither')
  }
  return { ...env, dataDir: path.resolve(env.DATA_DIR), sessionSecrets }
}

export class EnvError extends Error {}

const secretsIn = (env: Pick<z.infer<typeof schema>, 'SESSION_SECRETS' | 'SESSION_SECRET'>) => [
  ...(env.SESSION_SECRETS ?? []),
  ...(env.SESSION_SECRET ? [env.SESSION_SECRET] : []),
]

let checked: Env | undefined

/**
 * The process's environment, read and checked once: the one place the server's
 * code learns its settings. The host checks it before it listens, so a bad value
 * has already stopped the start by the time a request reads it.
 */
export function env(): Env {
  checked ??= readEnv()
  return checked
}

/**
 * The public origin used for canonical URLs, the sitemap and JSON-LD. Read on
 * each call, not once: the build prerenders with it before any server starts,
 * and tests switch it to an https site.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}

let perProcessSecret: string | undefined
let secretsRead: { raw: string; secrets: string[] } | undefined
const secretsSchema = schema.pick({ SESSION_SECRETS: true, SESSION_SECRET: true })

/**
 * The secrets that sign staff cookies: the configured ones, or (on a developer's
 * http site, where readEnv allows it) one random secret for this process, so
 * sessions end when it restarts.
 */
export function sessionSecrets(): string[] {
  // Read on every staff request: parsed again only when the variables change (tests rotate them).
  const raw = `${process.env.SESSION_SECRETS ?? ''}\n${process.env.SESSION_SECRET ?? ''}`
  if (raw !== secretsRead?.raw) {
    const read = secretsSchema.safeParse(process.env)
    secretsRead = { raw, secrets: read.success ? secretsIn(read.data) : [] }
  }
  const configured = secretsRead.secrets
  if (configured.length) return configured
  perProcessSecret ??= randomBytes(32).toString('base64url')
  return [perProcessSecret]
}

/** Who holds a data folder's lock, for the message a second process gets (decision 013). */
export function runningScriptName(): string {
  return process.env.npm_lifecycle_event ?? path.basename(process.argv[1] ?? 'node')
}
