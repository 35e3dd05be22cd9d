import { logger, setLogSink } from '../../app/features/logging/logger.server'

export type LogLine = { level: string; msg?: string; [field: string]: unknown }

/**
 * Sends the site's log lines to memory, at `level` or above (tests log nothing
 * otherwise), until `restore()`. `raw` is every written line as the server would
 * have printed it: what a log shipper would receive.
 */
export function captureLogs(level: 'info' | 'warn' | 'error' = 'info') {
  const raw: string[] = []
  const previousLevel = logger.level
  logger.level = level
  const previousSink = setLogSink({ write: (line) => raw.push(line) })
  return {
    raw,
    lines: (): LogLine[] => raw.map((l) => JSON.parse(l) as LogLine),
    restore() {
      setLogSink(previousSink)
      logger.level = previousLevel
    },
  }
}
