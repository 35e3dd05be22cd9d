import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPgliteFolder } from './pglite-folder.server'

const root = mkdtempSync(path.join(tmpdir(), 'pglite-folder-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the embedded database folder', { timeout: 120_000 }, () => {
  it('creates a new cluster, opens it with small shared buffers, and keeps its data across opens', async () => {
    const folder = path.join(root, 'fresh')
    const first = await openPgliteFolder(folder)
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true)
    const [{ shared_buffers }] = (await first.query<{ shared_buffers: string }>('show shared_buffers')).rows
    expect(shared_buffers).toBe('32MB')
    await first.exec("create table note (body text); insert into note values ('kept')")
    await first.close()

    const again = await openPgliteFolder(folder)
    expect((await again.query<{ body: string }>('select body from note')).rows).toEqual([{ body: 'kept' }])
    await again.close()
  })

  it('says which folder it could not create a database in', async () => {
    const blocked = path.join(root, 'a-file')
    writeFileSync(blocked, 'not a folder')
    await expect(openPgliteFolder(path.join(blocked, 'pglite'))).rejects.toThrow(
      `could not create the embedded database in ${path.join(blocked, 'pglite')}`,
    )
  })

  it('starts a new folder as a copy of a template cluster, and runs initdb where the template is none', async () => {
    const template = path.join(root, 'template')
    const made = await openPgliteFolder(template)
    await made.exec("create table note (body text); insert into note values ('from the template')")
    await made.close()

    const folder = path.join(root, 'from-template')
    const copy = await openPgliteFolder(folder, { template })
    expect((await copy.query<{ body: string }>('select body from note')).rows).toEqual([
      { body: 'from the template' },
    ])
    await copy.exec("insert into note values ('only in the copy')")
    await copy.close()
    // The template is left as it was.
    const again = await openPgliteFolder(template)
    expect((await again.query('select body from note')).rows).toHaveLength(1)
    await again.close()
    expect(readdirSync(root).filter((name) => name.includes('.copy-'))).toEqual([])

    const plain = await openPgliteFolder(path.join(root, 'no-template'), {
      template: path.join(root, 'none'),
    })
    expect((await plain.query("select to_regclass('note') as t")).rows).toEqual([{ t: null }])
    await plain.close()
  })
})
