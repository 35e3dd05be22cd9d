import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { siteUrl } from '../app/env.server'
import { buildDir } from '../tests/support/built-app'
import { waitFor } from '../tests/support/wait-for'
import { dataPath } from './page-render'
import { renderPool, type WarmUp } from './render-pool'

/** This process's render workers, as `ps` sees them. */
function workersRunning(): number {
  const out = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
  return out.split('\n').filter((l) => l.includes('render-worker.js')).length
}

/**
 * The host's render workers (decision 046), over the build: pages rendered in a worker are the
 * build's own files, a worker that stops fails the render that used it and not the next one, and a
 * worker never renders from content other than the host's. Needs `npm run build`.
 */
describe('render workers', () => {
  const folders: string[] = []
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rr-pool-'))
    folders.push(dir)
    return dir
  }
  /** A pool over the build; warming up as in production unless told. */
  const poolOf = ({
    size = 1,
    idleMs = 60_000,
    warmUp = 'site',
  }: {
    size?: number
    idleMs?: number
    warmUp?: WarmUp
  }) =>
    renderPool({
      workerFile: path.join(buildDir, 'render-worker.js'),
      serverBuild: path.join(buildDir, 'server', 'index.js'),
      site: siteUrl(),
      size,
      idleMs,
      warmUp,
    })
  const pool = poolOf({ size: 2, warmUp: false })
  const client = path.join(buildDir, 'client')
  const seedDigest = JSON.parse(readFileSync(path.join(client, 'csp-manifest.json'), 'utf8')).contentDigest
  const pages = ['/', '/contact', '/es/contact', '/warranty', '/knowledge', '/service-area/30097', '/es']

  afterAll(async () => {
    await pool.close()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  it('renders the seed’s pages as the build prerendered them, with their reads and CSP hashes', async () => {
    const out = folder()
    const rendered = await pool.render({ pages, folder: out, digest: seedDigest, content: null })
    expect(rendered.map((r) => r.page).sort()).toEqual([...pages].sort())
    for (const page of pages) {
      for (const file of [path.join(page, 'index.html'), dataPath(page)])
        expect(readFileSync(path.join(out, file), 'utf8'), file).toBe(
          readFileSync(path.join(client, file), 'utf8'),
        )
    }
    const manifest = JSON.parse(readFileSync(path.join(client, 'csp-manifest.json'), 'utf8'))
    for (const r of rendered) {
      expect({ scripts: r.scripts, styles: r.styles }, r.page).toEqual(manifest.pages[r.page])
      expect(r.reads.length, r.page).toBeGreaterThan(0)
    }
    // What the home page reads includes the facts (its phone number) and the testimonials.
    expect(rendered.find((r) => r.page === '/')?.reads).toEqual(
      expect.arrayContaining(['facts', expect.stringMatching(/^testimonial:/)]),
    )
  }, 120_000)

  it('refuses to render from content other than the host’s, and writes nothing', async () => {
    const out = folder()
    await expect(
      pool.render({ pages: ['/contact'], folder: out, digest: 'not-the-seed', content: null }),
    ).rejects.toThrow(/this worker's content is [0-9a-f]+, the host's not-the-seed/)
    expect(existsSync(path.join(out, 'contact'))).toBe(false)
  }, 120_000)

  it('a page that does not render fails the render with its own error', async () => {
    await expect(
      pool.render({
        pages: ['/no-such-page', ...pages],
        folder: folder(),
        digest: seedDigest,
        content: null,
      }),
    ).rejects.toThrow(/\/no-such-page(\.data)? rendered 404/)
  }, 120_000)

  it('a worker stopped mid-render fails that render; the next one starts new workers and succeeds', async () => {
    const many = [...pages, ...pages.map((p) => (p === '/' ? '/es/warranty' : p))]
    const rendering = pool.render({ pages: many, folder: folder(), digest: seedDigest, content: null })
    const outcome = rendering.then(
      () => 'rendered',
      (e: Error) => e.message,
    )
    await new Promise((r) => setTimeout(r, 50))
    await pool.close()
    expect(await outcome).toMatch(/a render worker stopped/)
    const out = folder()
    await pool.render({ pages: ['/contact'], folder: out, digest: seedDigest, content: null })
    expect(readFileSync(path.join(out, 'contact', 'index.html'), 'utf8')).toBe(
      readFileSync(path.join(client, 'contact', 'index.html'), 'utf8'),
    )
  }, 120_000)

  it('warm starts the workers before any render, writing nothing, and they end after their idle time', async () => {
    await pool.close()
    // The workers' temporary folder, watched: a warm-up renders its pages without writing them (it
    // threw a whole site's files away).
    const scratch = folder()
    const written: string[] = []
    const watcher = watch(scratch, { recursive: true }, (_event, name) => written.push(String(name)))
    const tmp = process.env.TMPDIR
    process.env.TMPDIR = scratch
    // Shorter than any warm-up (loading the build alone takes longer): idleness counts from ready.
    const short = poolOf({ idleMs: 200, warmUp: 'sample' })
    try {
      expect(workersRunning()).toBe(0)
      const warming = short.warm()
      expect(workersRunning()).toBe(1)
      expect(short.ready()).toBe(false)
      await warming
      expect(short.ready()).toBe(true)
      expect(written).toEqual([])
      await waitFor(() => workersRunning() === 0, { timeout: 30_000, message: 'the idle workers to end' })
    } finally {
      watcher.close()
      if (tmp === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = tmp
      await short.close()
    }
  }, 60_000)

  it('workers still loading help a render under way from its own queue, and are not waited for once it is done', async () => {
    await pool.close()
    const helping = poolOf({ size: 2 })
    try {
      // The host has the queue to itself until it is done: the workers, still loading, are not waited for.
      void helping.warm()
      const alone = ['/contact', '/pricing']
      let done = () => {}
      const first = helping.share({
        queue: alone,
        folder: folder(),
        digest: seedDigest,
        content: null,
        hostDone: new Promise<void>((resolve) => {
          done = resolve
        }),
      })
      alone.length = 0
      done()
      expect(await first).toEqual([])
      expect(helping.loaded()).toBe(false)

      // A host slower than the workers' start: they take the pages it has not reached.
      const pages = ['/contact', '/pricing', '/warranty', '/why-epoxy', '/careers', '/privacy']
      const queue = [...pages]
      const out = folder()
      let hostDone = () => {}
      const helped = helping.share({
        queue,
        folder: out,
        digest: seedDigest,
        content: null,
        hostDone: new Promise<void>((resolve) => {
          hostDone = resolve
        }),
      })
      const byHost = [queue.shift() as string]
      await waitFor(() => helping.loaded(), { timeout: 30_000, message: 'the workers to load the build' })
      const rendered = await helped
      hostDone()
      expect(queue).toEqual([])
      expect([...byHost, ...rendered.map((r) => r.page)].sort()).toEqual([...pages].sort())
      for (const { page } of rendered)
        expect(readFileSync(path.join(out, page, 'index.html'), 'utf8')).toBe(
          readFileSync(path.join(client, page, 'index.html'), 'utf8'),
        )
    } finally {
      await helping.close()
    }
  }, 90_000)

  it('a worker that has loaded the build takes a render at once, giving up its warm-up', async () => {
    await pool.close()
    const eager = poolOf({})
    try {
      void eager.warm()
      await waitFor(() => eager.loaded(), { timeout: 30_000, message: 'the worker to load the build' })
      // Visitors first: the host's thread keeps its priority over a worker's (decision 046, amended).
      const [pid] = eager.pids()
      const niceness = (p: number | string) =>
        Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[16])
      expect(niceness(pid as number)).toBeGreaterThan(niceness('self'))
      expect(eager.ready()).toBe(false)
      const out = folder()
      const rendered = await eager.render({
        pages: ['/contact'],
        folder: out,
        digest: seedDigest,
        content: null,
      })
      expect(rendered.map((r) => r.page)).toEqual(['/contact'])
      expect(readFileSync(path.join(out, 'contact', 'index.html'), 'utf8')).toBe(
        readFileSync(path.join(client, 'contact', 'index.html'), 'utf8'),
      )
      // Its warm-up given up, it says it is ready.
      await waitFor(() => eager.ready(), { timeout: 30_000, message: 'the worker to say it is ready' })
    } finally {
      await eager.close()
    }
  }, 90_000)
})
