/**
 * A render worker (decision 046): a process of the host's, on the machine's other core, that loads the
 * server build once and renders the public pages the host names into a page store's folder, so a
 * publish that touches every page does not hold up the visitors the host's thread answers. It has no
 * database: the host sends the content snapshot it put in place, and the worker renders from it only
 * when it gives the host's digest. Bundled as `build/render-worker.js` (scripts/bundle-server.ts).
 */
import { setPriority } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { contentEntry, pageRenderer } from './page-render'
import type { RenderTask, TaskAnswer, WarmUp, WorkerData } from './render-pool'

/** Pages of each kind rendered at start, to have the render's code optimised before a publish. */
const WARM_PAGES_PER_KIND = 3

/**
 * Visitors first: the host's thread answers them, and on a machine of two cores a worker rendering
 * beside it would take its turns (decision 046, amended). Its niceness gives it about a tenth of a
 * core the host wants, and every core no one else does.
 */
const NICENESS = 10

const send = process.send?.bind(process)
if (!send) throw new Error('render-worker.js is started by the host (server/render-pool.ts)')
try {
  setPriority(NICENESS)
} catch {
  // A system that refuses it (none seen) still renders, at the host's priority.
}
// The host gone, this worker has no one to render for.
process.on('disconnect', () => process.exit(0))
// A task comes only once this worker has said it has loaded the build, and ends its warm-up: the
// publish comes first.
let tasked = false
let onTask: ((task: RenderTask) => Promise<void>) | null = null
process.on('message', (message: RenderTask) => {
  tasked = true
  void onTask?.(message)
})
const { serverBuild, site, warmUp: warm } = JSON.parse(process.argv[2] ?? '{}') as WorkerData
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild
const content = contentEntry(build)
// A prerender's context: the public pages' loaders use no service (the build renders them without one).
const renderer = pageRenderer(build, site, { nonce: '', ip: '127.0.0.1' } as unknown as AppLoadContext, {
  writes: 'sync',
})
/**
 * The digest of the content in place, as of the last snapshot put there: worked out again only when a
 * task names another (it hashes the whole content, a few milliseconds for each task of four pages).
 */
let known: string | null = null

onTask = async (task: RenderTask) => {
  let answer: TaskAnswer
  try {
    if (task.content) known = content.applyContent(task.content)
    if (known !== task.digest) known = content.contentDigest()
    if (known !== task.digest) throw new Error(`this worker's content is ${known}, the host's ${task.digest}`)
    // Every page's writes end before the answer: on an error the host removes the folder.
    const results = await Promise.allSettled(task.pages.map((p) => renderer.render(p, task.folder)))
    const failed = results.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    answer = {
      task: task.task,
      rendered: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    }
  } catch (error) {
    answer = {
      task: task.task,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }
  }
  send(answer)
}
send({ loaded: true } satisfies TaskAnswer)
if (warm) await warmUp(warm)
send({ ready: true } satisfies TaskAnswer)

/**
 * Renders the public pages without writing them, before the worker says it is ready: a process's
 * first renders run unoptimised code at about a third of the speed of later ones, and the console
 * starts the workers before the publish they are for (decision 046). A few pages of each kind come
 * first, so a warm-up cut short by a publish has met every kind; `site` goes on to every page.
 */
async function warmUp(extent: Exclude<WarmUp, false>) {
  const all = content.prerenderPaths()
  const byKind = new Map<string, string[]>()
  for (const page of all) {
    // A page's kind: a top-level page is one of its own; a deeper one is of its folder's kind.
    const kind = page.split('/').length > 2 ? page.slice(0, page.lastIndexOf('/')) : page
    const pages = byKind.get(kind) ?? []
    if (pages.length < WARM_PAGES_PER_KIND) byKind.set(kind, [...pages, page])
  }
  const sample = [...byKind.values()].flat()
  const sampled = new Set(sample)
  const pages = extent === 'site' ? [...sample, ...all.filter((p) => !sampled.has(p))] : sample
  for (const page of pages) {
    if (tasked) return
    await renderer.rehearse(page).catch(() => {})
    // A render resolves in microtasks alone: a turn of the event loop lets a task that came meanwhile
    // be read before the next page.
    await new Promise((resolve) => setImmediate(resolve))
  }
}
