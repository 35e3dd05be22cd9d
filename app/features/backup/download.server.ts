import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Database } from '~/db/client.server'
import { recordAction } from '~/features/admin/audit.server'
import { adminHeaders } from '~/features/admin/guard.server'
import { backupFileName, backupToFile } from './files.server'

/**
 * A fresh backup as a download. It is written to a private temporary file first
 * and sent from there: the database's read (which on PGlite makes other queries
 * wait) lasts as long as the dump, not as long as a slow connection. The file is
 * deleted once sent or abandoned.
 */
export async function backupDownload(db: Database, staffEmail: string): Promise<Response> {
  const dir = await mkdtemp(path.join(tmpdir(), 'refined-resin-download-'))
  const cleanup = () => rm(dir, { recursive: true, force: true }).catch(() => {})
  try {
    const now = new Date()
    const name = backupFileName(now)
    const taken = await backupToFile(db, path.join(dir, name), { now })
    await recordAction(db, staffEmail, 'backup-download', null, { rows: taken.rows, bytes: taken.bytes })
    const stream = createReadStream(taken.file)
    stream.on('close', cleanup)
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: {
        ...adminHeaders,
        'Content-Type': 'application/gzip',
        'Content-Length': String(taken.bytes),
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (e) {
    await cleanup()
    throw e
  }
}
