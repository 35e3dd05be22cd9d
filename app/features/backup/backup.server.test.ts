import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type DatabaseHandle, openDatabase, queryRows } from '~/db/client.server'
import * as schema from '~/db/schema'
import { contentImageFile, storeContentImage } from '~/features/content/images.server'
import { contentItem, loadPublished, publishItem } from '~/features/content/store.server'
import { awkwardText, resumeBytes, seedBusiness, testJpeg } from '../../../tests/support/business-data'
import { openTestDatabase } from '../../../tests/support/test-database'
import { appTables, ident } from './catalog.server'
import { backupFileName, backupToFile, listBackups, readBackupFile, takeKeptBackup } from './files.server'
import { RestoreError, restoreBackup } from './restore.server'

let dir: string
/** The business backed up, and the database it is restored into (PostgreSQL with TEST_DATABASE_URL). */
let source: DatabaseHandle
let target: DatabaseHandle
let seeded: Awaited<ReturnType<typeof seedBusiness>>
let contentPicture: Awaited<ReturnType<typeof storeContentImage>>

// Opening a database costs seconds on a busy machine: the file shares three.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rr-backup-test-'))
  source = await openTestDatabase()
  target = await openTestDatabase()
  seeded = await seedBusiness(source.db)
  // The owner's content (decision 033): a published change, its revisions, and an uploaded picture.
  const facts = await contentItem(source.db, 'facts', 'business')
  await publishItem(source.db, {
    kind: 'facts',
    key: 'business',
    data: { ...(facts?.data as object), phone: '(404) 555-0199' },
    baseRevision: facts?.revision ?? null,
    author: 'owner@example.com',
  })
  contentPicture = await storeContentImage(source.db, await testJpeg(800, 500), {
    alt: 'A copper garage floor',
    author: 'owner@example.com',
  })
}, 180_000)
afterAll(async () => {
  await source?.close()
  await target?.close()
  await rm(dir, { recursive: true, force: true })
})

async function emptyAll(db: Database) {
  const tables = await appTables(db)
  await db.execute(sql.raw(`truncate table ${tables.map((t) => ident(t.name)).join(', ')} cascade`))
}

/** Every row of every application table, as the database itself prints it (driver-neutral). */
async function contents(db: Database): Promise<Record<string, string[]>> {
  await db.execute(sql.raw(`set timezone = 'UTC'`))
  const out: Record<string, string[]> = {}
  for (const t of await appTables(db)) {
    const order = t.key.length ? ` order by ${t.key.map(ident).join(', ')}` : ''
    const rows = await queryRows<{ r: string }>(
      db,
      sql.raw(`select (t.*)::text as r from ${ident(t.name)} t${order}`),
    )
    out[t.name] = rows.map((r) => r.r)
  }
  return out
}

/** The backup's text without the lines that say when and from which server it was taken. */
async function backupText(file: string) {
  let text = ''
  for await (const chunk of readBackupFile(file)) text += chunk
  return text.replace(/^-- taken: .*$/m, '')
}

describe('backup and restore', { timeout: 180_000 }, () => {
  it('restores leads, bookings, resumes, chats, staff and audit rows identically', async () => {
    const file = path.join(dir, 'round-trip.sql.gz')
    const taken = await backupToFile(source.db, file)
    expect(taken.rows).toBeGreaterThan(15)
    expect(taken.tables.leads).toBe(3)

    const restored = await restoreBackup(target.db, readBackupFile(file))
    expect(restored.rows).toBe(taken.rows)
    expect(restored.tables).toEqual(Object.fromEntries(Object.entries(taken.tables).filter(([, n]) => n > 0)))

    // Every row of every table, as printed by the database.
    const before = await contents(source.db)
    const after = await contents(target.db)
    expect(after).toEqual(before)
    for (const table of [
      'leads',
      'booking_requests',
      'chat_messages',
      'staff_accounts',
      'staff_actions',
      'outbox',
      'content_items',
      'content_revisions',
      'content_state',
      'content_images',
      'content_image_files',
    ])
      expect(after[table].length, table).toBeGreaterThan(0)

    // And as the application reads them: bytes, text, JSON and instants unchanged.
    const [job] = await target.db.select().from(schema.leads).where(eq(schema.leads.id, seeded.job.id))
    expect(Buffer.from(job.resume as Uint8Array).equals(Buffer.from(resumeBytes()))).toBe(true)
    const [booking] = await target.db.select().from(schema.bookingRequests)
    expect(booking.notes).toBe(awkwardText)
    expect(booking.estimate).toEqual(seeded.booking.estimate)
    expect(booking.createdAt.toISOString()).toBe('2026-11-01T15:30:00.123Z')
    const picture = contentPicture.ok
      ? await contentImageFile(target.db, contentPicture.id, '960.webp')
      : null
    const original = contentPicture.ok
      ? await contentImageFile(source.db, contentPicture.id, '960.webp')
      : null
    expect(picture && original && Buffer.from(picture.bytes).equals(Buffer.from(original.bytes))).toBe(true)
    expect((await loadPublished(target.db)).content.facts.phone).toBe('(404) 555-0199')
    const [account] = await target.db.select().from(schema.staffAccounts)
    expect(account.passwordHash).toBe('scrypt$1$abc$def')

    // A backup of the restored database is the same file.
    const again = path.join(dir, 'round-trip-again.sql.gz')
    await backupToFile(target.db, again)
    expect(await backupText(again)).toBe(await backupText(file))
  })

  it('covers every table of app/db/schema.ts', async () => {
    const dumped = new Set((await appTables(source.db)).map((t) => t.name))
    const declared = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable))
    expect(declared.length).toBeGreaterThan(10)
    for (const name of declared) expect(dumped, name).toContain(name)
  })

  it('moves a business from the embedded database to the server one and back', async () => {
    // Always an embedded PGlite here; the target is PostgreSQL 15 in CI (TEST_DATABASE_URL).
    const embedded = await openDatabase({ kind: 'memory' })
    try {
      await seedBusiness(embedded.db, { email: 'carl@example.com' })
      const file = path.join(dir, 'embedded.sql')
      await backupToFile(embedded.db, file)
      // A plain file when the name does not end in .gz.
      expect((await readFile(file, 'utf8')).startsWith('-- Refined Resin backup\n-- format: 1\n')).toBe(true)

      await emptyAll(target.db)
      await restoreBackup(target.db, readBackupFile(file))
      const original = await contents(embedded.db)
      expect(await contents(target.db)).toEqual(original)

      const back = path.join(dir, 'server.sql.gz')
      await backupToFile(target.db, back)
      await emptyAll(embedded.db)
      await restoreBackup(embedded.db, readBackupFile(back))
      expect(await contents(embedded.db)).toEqual(original)
    } finally {
      await embedded.close()
    }
  })

  it('refuses a database that holds data, unless forced to replace it', async () => {
    const file = path.join(dir, 'force.sql.gz')
    await backupToFile(source.db, file)

    await emptyAll(target.db)
    await target.db.insert(schema.leads).values({
      kind: 'contact',
      name: 'Already here',
      email: 'here@example.com',
      fields: {},
      sourcePage: '/contact',
    })
    await expect(restoreBackup(target.db, readBackupFile(file))).rejects.toThrow(
      /not empty \(leads hold rows\).*--force/,
    )
    const kept = await target.db.select().from(schema.leads)
    expect(kept.map((l) => l.name)).toEqual(['Already here'])

    const forced = await restoreBackup(target.db, readBackupFile(file), { force: true })
    expect(forced.replaced).toEqual(['leads'])
    expect(await contents(target.db)).toEqual(await contents(source.db))
  })

  it('changes nothing when the file is cut off, is not a backup or holds a command', async () => {
    const file = path.join(dir, 'whole.sql')
    await backupToFile(source.db, file)
    const whole = await readFile(file, 'utf8')
    await emptyAll(target.db)
    // The line the inserted DROP lands on, the one after BEGIN: the refusal names it.
    const dropLine = whole.slice(0, whole.indexOf('BEGIN;')).split('\n').length + 1
    const cases: [string, string, RegExp][] = [
      ['cut-in-row.sql', whole.slice(0, Math.floor(whole.length * 0.6)), /cut off|incomplete/],
      ['cut-at-end.sql', whole.slice(0, whole.lastIndexOf('-- end of backup')), /incomplete/],
      ['not-a-backup.sql', 'select 1;\n', /not a Refined Resin backup/],
      [
        'command.sql',
        whole.replace('BEGIN;', 'BEGIN;\nDROP TABLE leads;'),
        new RegExp(`line ${dropLine} is refused: it is not an INSERT`),
      ],
      // Tampered inserts that the database itself would run: code in place of data.
      [
        'select.sql',
        whole.replace(/^(INSERT INTO "[^"]+" \([^)]*\)) VALUES\n\(/m, '$1 SELECT * FROM (VALUES\n('),
        /line \d+ is refused/,
      ],
      ['function.sql', whole.replace("\n('", "\n(pg_read_file('/etc/hostname'), '"), /line \d+ is refused/],
      [
        'returning.sql',
        whole.replace(/\)(;\nCOMMIT;)/, ') RETURNING (select current_user)$1'),
        /line \d+ is refused/,
      ],
      [
        'unknown-column.sql',
        whole.replace(/^INSERT INTO ("[^"]+") \("/m, 'INSERT INTO $1 ("role", "'),
        /line \d+ is refused/,
      ],
      ['newer.sql', whole.replace(/latest \d+/, 'latest 99999999999999'), /newer version/],
    ]
    for (const [name, text, message] of cases) {
      await writeFile(path.join(dir, name), text)
      await expect(restoreBackup(target.db, readBackupFile(path.join(dir, name))), name).rejects.toThrow(
        message,
      )
      await expect(restoreBackup(target.db, readBackupFile(path.join(dir, name)))).rejects.toBeInstanceOf(
        RestoreError,
      )
      const rows = await contents(target.db)
      expect(Object.values(rows).flat(), name).toEqual([])
    }
  })

  it('keeps the newest 14 nightly backups and deletes older ones', async () => {
    const db = source.db
    const folder = path.join(dir, 'nightly')
    const start = Date.parse('2026-11-01T08:00:00Z')
    let last: Awaited<ReturnType<typeof takeKeptBackup>> | undefined
    for (let i = 0; i < 16; i++) last = await takeKeptBackup(db, folder, new Date(start + i * 86_400_000))
    expect(last?.removed).toEqual([backupFileName(new Date(start + 1 * 86_400_000))])
    const kept = await listBackups(folder)
    expect(kept).toHaveLength(14)
    expect(kept[0].name).toBe(backupFileName(new Date(start + 15 * 86_400_000)))
    expect(kept[0].takenAt).toBe('2026-11-16T08:00:00Z')
    expect((await readdir(folder)).some((n) => n.endsWith('.partial'))).toBe(false)
    // Each is a gzip-compressed plain SQL file.
    const text = gunzipSync(await readFile(path.join(folder, kept[0].name))).toString('utf8')
    expect(text).toMatch(/^-- Refined Resin backup\n/)
    expect(text).toMatch(/\nCOMMIT;\n-- end of backup: \d+ rows in \d+ tables\n$/)
  })
})
