/**
 * The host's render workers (decision 046): processes that each load the server build and render the
 * pages they are handed into a page store's folder, so a publish that renders every page runs on the
 * machine's other core and the host's thread stays free for visitors. Started on first use (or by
 * `warm`), ended after `idleMs` without a render: an idle server holds no second copy of the build.
 * Processes, not threads: a thread's memory stays with the host after the thread ends (about 160 MB
 * here); a process's goes back to the system.
 */
import { type ChildProcess, fork } from 'node:child_process'
import type { LoadedContent } from '../app/features/content/store.server'
import type { RenderedPage } from './page-render'

export type WorkerData = {
  serverBuild: string
  site: string
  /** What the worker renders before it says it is ready (decision 046). */
  warmUp: WarmUp
}
/**
 * A worker's warm-up: every public page (`site`), a few of each kind (`sample`), or none. A process's
 * first renders run unoptimised code; only after a few hundred renders does a whole-site render run
 * at its steady speed (decision 046, amended).
 */
export type WarmUp = 'site' | 'sample' | false
/** A few pages to render from the content of `digest`; `content` is sent when the worker may lack it. */
export type RenderTask = {
  task: number
  pages: string[]
  folder: string
  digest: string
  content?: LoadedContent
}
/** What a render is of: the content `digest` (the snapshot `content`), into `folder`. */
type Batch = { folder: string; digest: string; content: LoadedContent | null }
export type TaskAnswer =
  /** The worker has loaded the build: it takes tasks from now on, a task ending its warm-up. */
  | { loaded: true }
  | { ready: true }
  | { task: number; rendered: RenderedPage[] }
  | { task: number; error: string }

export type RenderPoolOptions = Omit<WorkerData, 'warmUp'> & {
  /** The whole site unless told (tests that need no optimised code skip it, or take a sample). */
  warmUp?: WarmUp
  /** The bundled worker (build/render-worker.js). */
  workerFile: string
  size: number
  idleMs: number
}

type Slot = {
  worker: ChildProcess
  /** Settles when it has loaded the build (it takes tasks). */
  loaded: Promise<void>
  hasLoaded: boolean
  ready: Promise<void>
  /** Whether it has said it is ready (the build loaded, its code warmed up). */
  started: boolean
  /** The digest of the content this worker has in place. */
  digest: string | null
  answer: ((a: TaskAnswer) => void) | null
  failed: (error: Error) => void
}

/** Pages a worker is handed at a time: enough to overlap one page's writes with another's render. */
const PAGES_PER_TASK = 4

export function renderPool({
  workerFile,
  serverBuild,
  site,
  size,
  idleMs,
  warmUp = 'site',
}: RenderPoolOptions) {
  let slots: Slot[] = []
  let tasks = 0
  let idle: NodeJS.Timeout | null = null
  let rendering = 0

  function start(): Slot {
    const worker = fork(workerFile, [JSON.stringify({ serverBuild, site, warmUp } satisfies WorkerData)], {
      // Not the host's flags (a test runner's loaders); React's production build, as the host runs.
      execArgv: ['--max-semi-space-size=16'],
      env: { ...process.env, NODE_ENV: 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let settle: { resolve: () => void; reject: (e: Error) => void } | null = null
    let settleLoaded: { resolve: () => void; reject: (e: Error) => void } | null = null
    const slot: Slot = {
      worker,
      loaded: new Promise<void>((resolve, reject) => {
        settleLoaded = { resolve, reject }
      }),
      hasLoaded: false,
      ready: new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      }),
      digest: null,
      started: false,
      answer: null,
      failed: () => {},
    }
    // A start that fails is reported by the render that waits for it, not as an unhandled rejection.
    slot.ready.catch(() => {})
    slot.loaded.catch(() => {})
    const fail = (error: Error) => {
      slots = slots.filter((s) => s !== slot)
      settleLoaded?.reject(error)
      settle?.reject(error)
      slot.failed(error)
    }
    worker.on('message', (message: TaskAnswer) => {
      if ('loaded' in message) {
        slot.hasLoaded = true
        settleLoaded?.resolve()
      } else if ('ready' in message) {
        slot.started = true
        settle?.resolve()
      } else slot.answer?.(message)
    })
    worker.on('error', fail)
    worker.on('exit', (code, signal) =>
      fail(new Error(`a render worker stopped (${signal ?? `exit code ${code}`})`)),
    )
    // A worker between publishes must not keep a stopping host alive.
    worker.unref()
    worker.channel?.unref()
    return slot
  }

  function ensure(): Slot[] {
    while (slots.length < size) slots.push(start())
    return slots
  }

  function run(slot: Slot, task: RenderTask): Promise<RenderedPage[]> {
    return new Promise((resolve, reject) => {
      slot.answer = (a) => {
        slot.answer = null
        if ('error' in a) reject(new Error(`a render worker failed: ${a.error}`))
        else if ('rendered' in a) resolve(a.rendered)
      }
      slot.failed = reject
      slot.worker.send(task)
    })
  }

  function endIdle() {
    if (idle) clearTimeout(idle)
    idle = setTimeout(() => {
      idle = null
      if (rendering) return
      const ending = slots
      slots = []
      for (const s of ending) s.worker.kill()
    }, idleMs)
    idle.unref()
  }

  /** The next few pages of `queue` as a task for `slot`. */
  function nextTask(slot: Slot, queue: string[], { folder, digest, content }: Batch): RenderTask {
    const task: RenderTask = { task: ++tasks, pages: queue.splice(0, PAGES_PER_TASK), folder, digest }
    // Without a snapshot (the seed, never synced) the worker's own content must be it.
    if (slot.digest !== digest && content) task.content = content
    return task
  }

  /** Runs `work` as a render: no worker ends for idleness meanwhile, and the idle count starts after. */
  async function busy<T>(work: () => Promise<T>): Promise<T> {
    rendering++
    if (idle) clearTimeout(idle)
    try {
      return await work()
    } finally {
      rendering--
      endIdle()
    }
  }

  return {
    /** The process ids of the workers running now. */
    pids: (): number[] => slots.flatMap((s) => (s.worker.pid ? [s.worker.pid] : [])),
    /** Whether workers are running and some have not loaded the build yet. */
    starting: (): boolean => slots.length > 0 && !slots.every((s) => s.hasLoaded),
    /** Whether every worker has started and warmed up. */
    ready: (): boolean => slots.length === size && slots.every((s) => s.started),
    /**
     * Whether every worker has loaded the build: a render handed over now starts at once (a worker
     * still warming up stops for it, its code less optimised than when warm).
     */
    loaded: (): boolean => slots.length === size && slots.every((s) => s.hasLoaded),
    /**
     * Starts the workers now, so the next publish finds them ready; resolves when they are (or have
     * failed to start: the publish then renders on the host's thread).
     */
    async warm(): Promise<void> {
      const starting = ensure()
      await Promise.allSettled(starting.map((s) => s.ready))
      // Idle from when they are ready: on a busy machine a warm-up outlasted the idle time, and the
      // workers were ended before they had ever been ready.
      if (!rendering) endIdle()
    },
    /**
     * Helps the host's thread render `queue`, which it renders too: each worker, started now if it was
     * not, takes a few pages at a time from the same queue once it has loaded the build (a task ends its
     * warm-up), until the queue is empty. Resolves with the pages the workers rendered once none is in
     * flight; a worker still loading when `hostDone` settles is not waited for. A worker that fails gives
     * its pages back to the queue, for the host to render after (decision 046, amended).
     */
    async share({
      queue,
      hostDone,
      ...batch
    }: Batch & { queue: string[]; hostDone: Promise<unknown> }): Promise<RenderedPage[]> {
      const hostEnded = hostDone.then(
        () => false,
        () => false,
      )
      return busy(async () => {
        const out: RenderedPage[] = []
        await Promise.all(
          ensure().map(async (slot) => {
            const loaded = await Promise.race([
              slot.loaded.then(
                () => true,
                () => false,
              ),
              hostEnded,
            ])
            if (!loaded) return
            while (queue.length) {
              const task = nextTask(slot, queue, batch)
              try {
                out.push(...(await run(slot, task)))
                slot.digest = batch.digest
              } catch {
                queue.push(...task.pages)
                return
              }
            }
          }),
        )
        return out
      })
    },
    /**
     * Renders `pages` of the content `digest` (the snapshot `content`) into `folder`, the pages shared
     * out a few at a time to whichever worker is free. When one fails the others take no more pages,
     * and the error is thrown once every task in flight has ended.
     */
    async render({ pages, ...batch }: Batch & { pages: string[] }): Promise<RenderedPage[]> {
      return busy(async () => {
        const queue = [...pages]
        const out: RenderedPage[] = []
        const results = await Promise.allSettled(
          ensure().map(async (slot) => {
            await slot.loaded
            while (queue.length) {
              try {
                out.push(...(await run(slot, nextTask(slot, queue, batch))))
                slot.digest = batch.digest
              } catch (error) {
                queue.length = 0
                throw error
              }
            }
          }),
        )
        const failed = results.find((r) => r.status === 'rejected')
        if (failed) throw failed.reason
        return out
      })
    },
    async close(): Promise<void> {
      if (idle) clearTimeout(idle)
      const ending = slots
      slots = []
      await Promise.all(
        ending.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.worker.exitCode !== null || s.worker.signalCode !== null) return resolve()
              s.worker.once('exit', () => resolve())
              s.worker.kill()
            }),
        ),
      )
    },
  }
}

export type RenderPool = ReturnType<typeof renderPool>
