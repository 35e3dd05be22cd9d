/**
 * The estimator's form and results are separate chunks, so the hero (the first
 * view of /estimator) ships without them. They are plain modules rather than
 * React.lazy: a Suspense boundary would be streamed out of place by the server
 * renderer (hidden until an inline script moves it), which breaks the page
 * without JavaScript. Instead the chunk a server-rendered phase needs is
 * loaded before the page hydrates (see estimator-flow.tsx), and the others on
 * the visitor's way to them.
 */
type FormPart = typeof import('./estimate-form')
type ResultsPart = typeof import('./results')
type DialogPart = typeof import('./confirmation-dialog')

export const parts: { form?: FormPart; results?: ResultsPart; dialog?: DialogPart } = {}

export async function loadForm(): Promise<FormPart> {
  parts.form ??= await import('./estimate-form')
  return parts.form
}

export async function loadResults(): Promise<ResultsPart> {
  parts.results ??= await import('./results')
  return parts.results
}

export async function loadDialog(): Promise<DialogPart> {
  parts.dialog ??= await import('./confirmation-dialog')
  return parts.dialog
}

/** The attribute on the flow's root naming the phase the server rendered. */
export const PHASE_ATTRIBUTE = 'data-estimator-phase'

/** Loads, before hydration, the part the server-rendered HTML shows (all of them on the server). */
export async function loadRenderedParts(): Promise<void> {
  if (import.meta.env.SSR) {
    await Promise.all([loadForm(), loadResults()])
    return
  }
  const phase = document.querySelector(`[${PHASE_ATTRIBUTE}]`)?.getAttribute(PHASE_ATTRIBUTE)
  if (phase === 'form') await loadForm()
  if (phase === 'results') await loadResults()
}
