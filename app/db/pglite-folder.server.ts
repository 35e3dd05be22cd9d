import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'

/**
 * PostgreSQL's 128 MB default sits inside PGlite's WebAssembly heap, in this
 * process. The site's whole database is a few hundred megabytes at most and its
 * files stay in the OS page cache, so 32 MB holds every hot page (decision 028).
 */
const SHARED_BUFFERS = '32MB'

const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`]

/** Creating a database cluster, in a child process: see `openPgliteFolder`. */
const INITDB = `const { PGlite } = require(process.argv[1])
;(async () => {
  const db = new PGlite(process.argv[2])
  await db.waitReady
  await db.close()
})().catch((e) => {
  // The child's only output: its parent reads it as the reason it failed.
  process.stderr.write(String((e && e.message) || e))
  process.exit(1)
})`

/**
 * Opens (creating it first if need be) the embedded database in `folder`.
 *
 * A WebAssembly heap only grows: a PGlite that ran initdb keeps ~600 MB for the
 * life of the process, where one that opens an existing cluster idles at ~150 MB
 * (measured in decision 028). So a new cluster is created by a short-lived child
 * process, and this process only ever opens an existing one.
 */
export async function openPgliteFolder(
  folder: string,
  { template }: { template?: string } = {},
): Promise<PGlite> {
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    if (template && isCluster(template)) copyCluster(template, folder)
    else await createCluster(folder)
  }
  const client = new PGlite(folder, { startParams })
  await client.waitReady
  return client
}

const isCluster = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'))

/**
 * A new cluster as a copy of one the build made and migrated (decision 043): a file copy of ~40 MB
 * instead of initdb in a child process and every migration, which were most of a fresh start
 * (seconds). Copied beside the folder and renamed into place, so a start cut off mid-copy leaves no
 * half cluster that would pass for a whole one.
 */
function copyCluster(template: string, folder: string) {
  const temp = `${folder}.copy-${process.pid}`
  try {
    mkdirSync(path.dirname(folder), { recursive: true })
    rmSync(temp, { recursive: true, force: true })
    cpSync(template, temp, { recursive: true })
    renameSync(temp, folder)
  } catch (e) {
    rmSync(temp, { recursive: true, force: true })
    throw new Error(`could not create the embedded database in ${folder}: ${(e as Error).message}`)
  }
}

async function createCluster(folder: string) {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  try {
    await promisify(execFile)(process.execPath, ['-e', INITDB, pglite, folder], {
      maxBuffer: 1024 * 1024,
    })
  } catch (e) {
    const stderr = (e as { stderr?: string }).stderr?.trim()
    throw new Error(`could not create the embedded database in ${folder}: ${stderr || (e as Error).message}`)
  }
}
