import { createRequire } from 'node:module'
import pino from 'pino'
import { logSettings } from '~/env.server'
import { redactText, redactValue } from './redact'

export type Logger = pino.Logger

type Sink = { write(line: string): void }

/**
 * The site's one logger (decision 030): pino, one JSON object a line in
 * production, readable in development, every line through the one redaction
 * list in `./redact` (fields, message, errors and child bindings alike).
 */
function createLogger(sink: Sink, level = logSettings().level): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redactValue(bindings) as Record<string, unknown>,
        log: (fields) => redactValue(fields) as Record<string, unknown>,
      },
      serializers: { msg: (msg: unknown) => (typeof msg === 'string' ? redactText(msg) : msg) },
      hooks: {
        // `logger.error(err)` and `logger.info('…', value)` forms: their strings are redacted too.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[]
          const clean = [
            typeof first === 'string' ? redactText(first) : first,
            ...rest.map((v) => redactValue(v)),
          ]
          return method.apply(this, clean as Parameters<typeof method>)
        },
      },
    },
    sink,
  )
}

/** Where lines go now: standard output, or a test's buffer (`captureLogs` in tests/support). */
let current: Sink = stdoutSink()

/** Replaces where log lines go; returns the previous sink. For tests. */
export function setLogSink(sink: Sink): Sink {
  const previous = current
  current = sink
  return previous
}

export const logger: Logger = createLogger({ write: (line) => current.write(line) })

function stdoutSink(): Sink {
  const { pretty } = logSettings()
  if (pretty && process.stdout.isTTY) {
    try {
      // A development dependency: absent from a production install, where lines stay JSON.
      const require = createRequire(import.meta.url)
      const prettyStream = require('pino-pretty') as (o: object) => Sink
      return prettyStream({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
    } catch {}
  }
  // A start that cannot succeed says why on standard error (decision 013).
  return { write: (line) => (line.includes('"level":"fatal"') ? process.stderr : process.stdout).write(line) }
}
