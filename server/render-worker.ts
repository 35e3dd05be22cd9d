/**
 * A render worker (decision 046): a process of the host's, on the machine's other core, that loads the
 * server build once and renders the public pages the host names into a page store's folder, so a
 * publish that touches every page does not hold up the visitors the host's thread answers. It has no
 * database: the host sends the content snapshot it put in place, and the worker renders from it only
 * when it gives the host's digest. Bundled as `build/render-worker.js` (scripts/bundle-server.ts).
 */
import { pathToFileURL } from 'node:url'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { contentEntry, pageRenderer } from './page-render'
import type { RenderTask, TaskAnswer, WorkerData } from './render-pool'

const send = process.send?.bind(process)
if (!send) throw new Error('render-worker.js is started by the host (server/render-pool.ts)')
// The host gone, this worker has no one to render for.
process.on('disconnect', () => process.exit(0))
const { serverBuild, site } = JSON.parse(process.argv[2] ?? '{}') as WorkerData
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild
const content = contentEntry(build)
// A prerender's context: the public pages' loaders use no service (the build renders them without one).
const renderer = pageRenderer(build, site, { nonce: '', ip: '127.0.0.1' } as unknown as AppLoadContext)

process.on('message', async (task: RenderTask) => {
  let answer: TaskAnswer
  try {
    if (task.content) content.applyContent(task.content)
    const digest = content.contentDigest()
    if (digest !== task.digest)
      throw new Error(`this worker's content is ${digest}, the host's ${task.digest}`)
    answer = {
      task: task.task,
      rendered: await Promise.all(task.pages.map((p) => renderer.render(p, task.folder))),
    }
  } catch (error) {
    answer = {
      task: task.task,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }
  }
  send(answer)
})
send({ ready: true } satisfies TaskAnswer)
