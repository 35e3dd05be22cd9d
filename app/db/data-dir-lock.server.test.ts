import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirLockedError, dataDirHolder, LOCK_FILE } from './data-dir-lock.server'

const folder = () => mkdtempSync(path.join(tmpdir(), 'rr-lockunit-'))

describe('the data folder lock', () => {
  it('is held by one opener; a second is refused naming the holder, until the first releases it', () => {
    const dir = folder()
    const first = acquireDataDirLock(dir, 'the server on port 3000')
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))
    expect(holder).toMatchObject({ pid: process.pid, purpose: 'the server on port 3000' })
    // A second opener in another process looks like this one to the lock: simulate it by
    // writing the lock as a live foreign process would (our parent is alive).
    first.release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ ...holder, pid: process.ppid, processStart: null, purpose: 'staff:add' }),
    )
    expect(() => acquireDataDirLock(dir, 'another server')).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir, 'another server')).toThrow(/in use by another process: staff:add/)
    expect(dataDirHolder(dir)?.purpose).toBe('staff:add')
  })

  it('takes over a lock whose process is gone, or whose pid now belongs to another process', () => {
    const dir = folder()
    const gone = {
      pid: 2 ** 22 + 7,
      processStart: '1',
      bootId: null,
      host: hostname(),
      purpose: 'x',
      startedAt: '',
    }
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(gone))
    expect(dataDirHolder(dir)).toBeNull()
    const lock = acquireDataDirLock(dir, 'the next start')
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).purpose).toBe('the next start')
    lock.release()

    // pid reused: same pid as a live process, but another start time.
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ ...gone, pid: process.ppid, processStart: '42' }),
    )
    if (existsSync(`/proc/${process.ppid}/stat`)) {
      expect(dataDirHolder(dir)).toBeNull()
      acquireDataDirLock(dir, 'after reuse').release()
    }
  })

  it('treats its own pid in an old lock as stale (a container restarts as pid 1 every time)', () => {
    const dir = folder()
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.pid,
        processStart: null,
        bootId: null,
        host: hostname(),
        purpose: 'old',
        startedAt: '',
      }),
    )
    const lock = acquireDataDirLock(dir, 'new')
    expect(lock.holder.purpose).toBe('new')
    lock.release()
  })

  it('takes over an unreadable lock file', () => {
    const dir = folder()
    writeFileSync(path.join(dir, LOCK_FILE), 'not json')
    const lock = acquireDataDirLock(dir, 'fresh')
    expect(lock.holder.purpose).toBe('fresh')
    // The file now names this opener, and is gone once it lets go.
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'fresh',
    })
    lock.release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })
})
