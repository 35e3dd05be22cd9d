import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { dataRetention } from '~/content/legal'
import type { Database } from '~/db/client.server'
import { type BackupSummary, type Sink, writeBackup } from './dump.server'

export type BackupFile = BackupSummary & { file: string; bytes: number }

/**
 * Writes a backup to `file` (gzip-compressed when the name ends in .gz), first
 * under a temporary name, renamed only when complete: a file with the final
 * name is always a whole backup. Readable by its owner only (it holds everything).
 */
export async function backupToFile(
  db: Database,
  file: string,
  options: { now?: Date } = {},
): Promise<BackupFile> {
  const target = path.resolve(file)
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  const partial = `${target}.partial`
  const out = createWriteStream(partial, { mode: 0o600 })
  const gzip = target.endsWith('.gz') ? createGzip({ level: 6 }) : null
  const head = gzip ?? out
  const flowing = gzip ? pipeline(gzip, out) : once(out, 'close')
  flowing.catch(() => {})
  try {
    const { sink, flush } = bufferedSink(head)
    const summary = await writeBackup(db, sink, options)
    await flush()
    head.end()
    await flowing
    await rename(partial, target)
    return { ...summary, file: target, bytes: (await stat(target)).size }
  } catch (e) {
    head.destroy()
    await rm(partial, { force: true })
    throw e
  }
}

/** Collects small writes into 64 KB chunks and waits while the stream is busy; `flush` writes the rest. */
function bufferedSink(stream: NodeJS.WritableStream): { sink: Sink; flush: () => Promise<void> } {
  let buffer: string[] = []
  let size = 0
  let failed: unknown = null
  stream.on('error', (e) => {
    failed = e
  })
  const flush = async () => {
    if (failed) throw failed
    const chunk = buffer.join('')
    buffer = []
    size = 0
    if (chunk && !stream.write(chunk)) await once(stream as unknown as NodeJS.EventEmitter, 'drain')
  }
  const sink = async (text: string) => {
    buffer.push(text)
    size += text.length
    if (size >= 64 * 1024) await flush()
  }
  return { sink, flush }
}

/** A backup file's text, decompressed when it is gzip (by its first bytes, not its name). */
export async function* readBackupFile(file: string): AsyncGenerator<string> {
  const handle = await open(file, 'r')
  const magic = Buffer.alloc(2)
  await handle.read(magic, 0, 2, 0)
  await handle.close()
  const raw = createReadStream(file)
  const stream = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw
  raw.on('error', (e) => stream.destroy(e))
  stream.setEncoding('utf8')
  for await (const chunk of stream) yield chunk as string
}

const nightlyPattern = /^refined-resin-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.sql\.gz$/

/** A backup's file name from its time: sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  return `refined-resin-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.sql.gz`
}

/** The nightly backups in a folder, newest first. */
export async function listBackups(dir: string): Promise<{ name: string; bytes: number; takenAt: string }[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const found = names
    .filter((n) => nightlyPattern.test(n))
    .sort()
    .reverse()
  return Promise.all(
    found.map(async (name) => {
      const stamp = nightlyPattern.exec(name)?.[1] ?? ''
      const takenAt = `${stamp.slice(0, 10)}T${stamp.slice(11, 19).replace(/-/g, ':')}Z`
      return { name, bytes: (await stat(path.join(dir, name))).size, takenAt }
    }),
  )
}

/**
 * Takes a backup into `dir` and deletes the oldest beyond the number kept
 * (14: the privacy page promises an erased person leaves the backups within 14 days).
 */
export async function takeKeptBackup(db: Database, dir: string, now = new Date()) {
  const taken = await backupToFile(db, path.join(dir, backupFileName(now)), { now })
  const all = await listBackups(dir)
  const removed = all.slice(dataRetention.backupsKept).map((b) => b.name)
  for (const name of removed) await rm(path.join(dir, name), { force: true })
  return { ...taken, removed }
}
