import { type MouseEvent, useEffect, useReducer, useState } from 'react'
import { toast } from '~/components/ui/toast'
import { estimator } from '~/content/business'
import { freshCookie } from '../fresh-mark'
import type { EstimatorPageData } from '../page.server'
import { estimateQuery, RESULTS_HEADING_ID, type Step } from '../params'
import { useHydrated } from '../use-hydrated'
import { type EstimatorPageWords, EstimatorWordsProvider, useEstimatorWords, wordsOf } from '../words'
import type { Answers, FieldErrors } from './estimate-form'
import { EstimatorHeader, EstimatorHero } from './hero'
import { loadDialog, loadForm, loadRenderedParts, loadResults, PHASE_ATTRIBUTE, parts } from './parts'

await loadRenderedParts()

type Phase = { phase: 'hero' } | { phase: 'form'; step: Step } | { phase: 'results' }

function initialAnswers(data: EstimatorPageData): Answers {
  if (data.phase === 'results') return { ...data.request }
  const draft = data.phase === 'form' ? data.draft : {}
  return {
    spaceType: draft.spaceType ?? '',
    squareFootage: draft.squareFootage ?? null,
    finishStyle: draft.finishStyle ?? '',
    zipcode: draft.zipcode ?? '',
    timeline: draft.timeline ?? '',
  }
}

/**
 * The estimator's three phases: hero → four steps → results. The
 * server decides the first phase from the URL; from there the visitor moves
 * in place, and only a finished form navigates (to the estimate's address).
 * `fresh` marks results the visitor just calculated, as opposed to a shared link.
 */
export function EstimatorFlow({
  data,
  words,
}: {
  data: EstimatorPageData
  /** The page's words in its own language, from its loader (decision 039). */
  words: EstimatorPageWords
}) {
  const [, partLoaded] = useReducer((n: number) => n + 1, 0)
  return (
    <EstimatorWordsProvider value={wordsOf(words)}>
      <Flow data={data} title={words.page.headline} partLoaded={partLoaded} />
    </EstimatorWordsProvider>
  )
}

function Flow({
  data,
  title,
  partLoaded,
}: {
  data: EstimatorPageData
  title: string
  partLoaded: () => void
}) {
  const { copy, labels, paths } = useEstimatorWords().text
  const hydrated = useHydrated()
  const [phase, setPhase] = useState<Phase>(
    data.phase === 'form' ? { phase: 'form', step: data.step } : { phase: data.phase },
  )
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(data))
  const [errors, setErrors] = useState<FieldErrors>(data.phase === 'form' ? data.errors : {})
  const [movedByVisitor, setMovedByVisitor] = useState(false)
  const [dialogOpen, setDialogOpen] = useState<boolean | null>(null)

  const showingResults = phase.phase === 'results' && data.phase === 'results'
  const fresh = data.phase === 'results' && data.fresh

  useEffect(() => {
    if (!(fresh && showingResults)) return
    toast.success(copy.toast)
    loadDialog()
    const timer = window.setTimeout(() => setDialogOpen(true), estimator.confirmationDelayMs)
    return () => window.clearTimeout(timer)
  }, [fresh, showingResults, copy.toast])

  // Focus goes back to the estimate once the confirmation closes. Queued after
  // the dialog's own restore, which has no opener to return to (it opened by itself).
  useEffect(() => {
    if (dialogOpen !== false) return
    const timer = window.setTimeout(() => document.getElementById(RESULTS_HEADING_ID)?.focus(), 0)
    return () => window.clearTimeout(timer)
  }, [dialogOpen])

  const goTo = (step: Step | 0) => {
    setMovedByVisitor(true)
    setPhase(step === 0 ? { phase: 'hero' } : { phase: 'form', step })
  }
  const start = (e: MouseEvent) => {
    e.preventDefault()
    goTo(1)
  }
  const edit = (e: MouseEvent) => {
    e.preventDefault()
    setDialogOpen(null)
    goTo(1)
  }

  const Form = parts.form?.EstimateForm
  const Results = parts.results?.EstimateResults
  const Confirmation = parts.dialog?.default
  // A phase reached in the browser whose code has not arrived yet: fetch it, then show it.
  useEffect(() => {
    if (phase.phase === 'form' && !parts.form) loadForm().then(partLoaded)
    if (phase.phase === 'results' && !parts.results) loadResults().then(partLoaded)
    if (dialogOpen && !parts.dialog) loadDialog().then(partLoaded)
  }, [phase.phase, dialogOpen, partLoaded])

  return (
    <div {...{ [PHASE_ATTRIBUTE]: phase.phase }}>
      {phase.phase === 'hero' ? (
        <EstimatorHero title={title} onStart={start} onIntent={loadForm} />
      ) : (
        <EstimatorHeader title={title} />
      )}
      {phase.phase === 'form' ? (
        Form ? (
          <Form
            step={phase.step}
            answers={answers}
            errors={errors}
            incomplete={data.phase === 'form' && data.incomplete && !movedByVisitor}
            hydrated={hydrated}
            focusOnShow={movedByVisitor || Object.values(errors).some(Boolean)}
            onChange={(patch) => setAnswers((a) => ({ ...a, ...patch }))}
            onErrors={setErrors}
            onStep={goTo}
            onCalculate={() => markFresh(answers, paths.page)}
          />
        ) : (
          <Loading label={labels.loading} />
        )
      ) : null}
      {showingResults ? (
        Results ? (
          <Results request={data.request} result={data.result} area={data.area} fresh={fresh} onEdit={edit} />
        ) : (
          <Loading label={labels.loading} />
        )
      ) : null}
      {dialogOpen !== null && Confirmation ? (
        <Confirmation open={dialogOpen} onOpenChange={setDialogOpen} />
      ) : null}
    </div>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="container-page py-16 text-graphite-300">
      {label}
    </p>
  )
}

function markFresh(a: Answers, path: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie built and encoded by freshCookie(); the Cookie Store API is not in every browser we serve
  document.cookie = freshCookie(
    estimateQuery({
      spaceType: a.spaceType as never,
      squareFootage: a.squareFootage ?? 0,
      finishStyle: a.finishStyle as never,
      zipcode: a.zipcode.trim(),
      timeline: a.timeline as never,
    }),
    path,
  )
}
