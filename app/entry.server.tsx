import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceProvider } from './components/site/nonce'
import { logger } from './features/logging/logger.server'
import { inlineCriticalCss } from './features/site/critical-css.server'
import { hydrateAfterFirstPaint, replaceControlCharacters } from './features/site/html'
import { KeptWordsProvider } from './features/site/kept'
import { keptWordsOf } from './features/site/kept-words.server'

export const streamTimeout = 5_000

// The host reaches the published content through the server build's own modules (decision 033).
export { changedReads, contentFingerprints, touches } from './features/content/fingerprints.server'
export { withReads } from './features/content/render-reads.server'
export { onPublished } from './features/content/store.server'
export { appliedContent, applyContent, contentDigest, syncContent } from './features/content/sync.server'
export { nextScheduledArticle } from './features/knowledge/article-files.server'
export { prerenderPaths } from './features/site/public-paths.server'

/**
 * Renders the whole document before sending it (pages are small and data is
 * loaded up front), so the page's JavaScript can be made to start after its
 * first paint (hydrateAfterFirstPaint): under a slow phone connection the
 * modulepreload hints React hoists into <head> compete with that paint. For the
 * same paint the document carries the CSS its markup uses (inlineCriticalCss), and
 * the whole stylesheet follows the paint (decision 032). Every page is rendered
 * here, prerendered or not, so every page gets the same head.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? ''
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <KeptWordsProvider value={keptWordsOf}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
        </KeptWordsProvider>
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        // The document is sent whole, so nothing is gained by outlining finished
        // Suspense boundaries into hidden segments that only a script reveals;
        // inline they stay visible without JavaScript (React outlines by default
        // once 12.8 KB of HTML precede a boundary).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (c: Buffer) => chunks.push(c))
          body.on('end', () => {
            const html = replaceControlCharacters(
              hydrateAfterFirstPaint(inlineCriticalCss(Buffer.concat(chunks).toString('utf8'), { nonce })),
            )
            const out = new PassThrough()
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(
              new Response(createReadableStreamFromReadable(out), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            )
            out.end(html)
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged; before it, onShellError rejects.
          if (shellRendered) logger.error({ err: error }, 'page render failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * A loader's or action's error, through the site's logger rather than React
 * Router's default console line: its URL can be a customer's booking link, and
 * only the logger masks it (decision 030). A client that went away is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  logger.error({ err: error, path: new URL(request.url).pathname }, 'request handler failed')
}
