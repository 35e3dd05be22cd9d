import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * One process per embedded database (decision 013). PGlite is a whole
 * PostgreSQL inside one process: a second process opening the same folder runs a
 * second backend over the same files with nothing between them. Every opener of
 * PGlite takes this lock first; a second opener is refused at once.
 *
 * The lock is a file holding the holder's pid, the kernel's start time of that
 * process and the boot id, created atomically (hard link of a finished temp file,
 * which fails if the lock exists). It is released at exit; after a `kill -9` it is
 * recognised as stale because its process is gone (or the pid now belongs to
 * another process, or the machine rebooted) and taken over.
 */
export type LockHolder = {
  pid: number
  /** Process start time in clock ticks since boot (Linux /proc), when known. */
  processStart: string | null
  bootId: string | null
  host: string
  /** What holds the folder, e.g. "server on port 3000" or "staff:add". */
  purpose: string
  startedAt: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the embedded database in ${dataDir} is in use by another process: ${holder.purpose} ` +
        `(pid ${holder.pid}, since ${holder.startedAt}). Only one process may open it. ` +
        'Stop that process first, do this through the running server (the staff console at /admin), ' +
        'or point DATABASE_URL at a PostgreSQL server.',
    )
  }
}

export const LOCK_FILE = 'refined-resin.lock'

export type DataDirLock = { holder: LockHolder; release: () => void }

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  const me: LockHolder = {
    pid: process.pid,
    processStart: processStartTime(process.pid),
    bootId: bootId(),
    host: hostname(),
    purpose,
    startedAt: new Date().toISOString(),
  }
  const body = `${JSON.stringify(me, null, 2)}\n`
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  writeFileSync(temp, body, { mode: 0o644 })
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(temp, file)
        break
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
        const current = readHolder(file)
        if (current && isAlive(current)) throw new DataDirLockedError(dataDir, current)
        // Stale (its process is gone) or unreadable: take it over, unless another
        // starter replaced it in the meantime.
        removeIfUnchanged(file, current)
        if (attempt === 2) throw e
      }
    }
  } finally {
    try {
      unlinkSync(temp)
    } catch {}
  }

  let released = false
  const release = () => {
    if (released) return
    released = true
    // Only remove the lock if it is still ours.
    const current = readHolder(file)
    if (current && current.pid === me.pid && current.startedAt === me.startedAt) {
      try {
        unlinkSync(file)
      } catch {}
    }
    process.off('exit', release)
  }
  process.on('exit', release)
  return { holder: me, release }
}

/** Who holds the folder now, if anyone alive does. */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(path.join(dataDir, LOCK_FILE))
  return holder && isAlive(holder) ? holder : null
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as LockHolder
    return typeof value.pid === 'number' ? value : null
  } catch {
    return null
  }
}

function removeIfUnchanged(file: string, seen: LockHolder | null) {
  const now = readHolder(file)
  if (
    seen === null ? now === null : now !== null && now.pid === seen.pid && now.startedAt === seen.startedAt
  ) {
    try {
      unlinkSync(file)
    } catch {}
  }
}

function isAlive(holder: LockHolder): boolean {
  // A lock written on another machine (a shared folder) cannot be checked: treat it as held.
  if (holder.host !== hostname()) return true
  const boot = bootId()
  if (holder.bootId && boot && holder.bootId !== boot) return false
  // In a container the server is often pid 1 at every start: our own pid is never a live holder.
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false
  }
  // The pid exists; it is the holder only if it started when the holder did (pids are reused).
  const start = processStartTime(holder.pid)
  if (holder.processStart && start && start !== holder.processStart) return false
  return true
}

function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22 (starttime), counted after the command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return null
  }
}
