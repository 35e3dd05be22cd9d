import { DataDirLockedError } from '../app/db/data-dir-lock.server'
import type { Env } from '../app/env.server'
import { EnvError } from '../app/env.server'

/** One line that names why the server could not start, and what to do. */
export function describeStartFailure(error: unknown, env: Env | null): string {
  if (error instanceof EnvError) return error.message.replace(/\n\s*/g, ' ').replace(/:\s+(?=\S)/, ': ')
  if (error instanceof DataDirLockedError) return error.message
  const e = error as NodeJS.ErrnoException & { address?: string; port?: number }
  if (e?.syscall === 'listen') {
    const port = e.port ?? env?.PORT
    if (e.code === 'EADDRINUSE') {
      return `port ${port} is already in use (is another server, perhaps this site, running?). Stop it, or set PORT to a free port.`
    }
    if (e.code === 'EACCES')
      return `port ${port} needs privileges this user does not have. Set PORT to 1024 or above.`
    return `cannot listen on port ${port}: ${e.code ?? e.message}.`
  }
  if (env?.DATABASE_URL && isDatabaseError(e)) {
    return `the database at DATABASE_URL (${describeUrl(env.DATABASE_URL)}) is unreachable: ${e.code ? `${e.code} ` : ''}${e.message}.`
  }
  if (e?.code === 'EACCES' || e?.code === 'EROFS' || e?.code === 'ENOSPC') {
    return `cannot write to the data folder ${env?.dataDir ?? ''}: ${e.code} ${e.message}.`
  }
  return error instanceof Error ? `${error.message}` : String(error)
}

function isDatabaseError(e: NodeJS.ErrnoException & { severity?: string }) {
  return Boolean(
    e &&
      (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH'].includes(
        String(e.code),
      ) ||
        e.severity !== undefined ||
        /connect|terminat|timeout/i.test(e.message ?? '')),
  )
}

/** host:port/database, never the password. */
function describeUrl(url: string) {
  try {
    const u = new URL(url)
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
  } catch {
    return 'an unreadable URL'
  }
}
