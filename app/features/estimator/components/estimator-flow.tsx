import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react'
import { toast } from '~/components/ui/toast'
import { estimator } from '~/content/business'
import { estimatorCopy } from '~/content/estimator'
import type { EstimatorPageData } from '../page.server'
import type { Step } from '../params'
import { useHydrated } from '../use-hydrated'
import type { Answers, FieldErrors } from './estimate-form'
import { EstimatorHeader, EstimatorHero } from './hero'

// The hero is the first view of /estimator; the form, the results and the
// dialog load on demand (the form as soon as the visitor reaches for Start),
// keeping the page inside its JavaScript budget. A server-rendered step or
// estimate keeps its HTML until its code arrives.
const loadForm = () => import('./estimate-form')
const loadResults = () => import('./results')
const loadDialog = () => import('./confirmation-dialog')
const EstimateForm = lazy(() => loadForm().then((m) => ({ default: m.EstimateForm })))
const EstimateResults = lazy(() => loadResults().then((m) => ({ default: m.EstimateResults })))
const ConfirmationDialog = lazy(loadDialog)

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
 * The estimator's three phases (spec §4): hero → four steps → results. The
 * server decides the first phase from the URL; from there the visitor moves
 * in place, and only a finished form navigates (to the estimate's address).
 * `fresh` marks results the visitor just calculated, as opposed to a shared link.
 */
export function EstimatorFlow({
  data,
  title,
  fresh,
}: {
  data: EstimatorPageData
  title: string
  fresh: boolean
}) {
  const hydrated = useHydrated()
  const [phase, setPhase] = useState<Phase>(
    data.phase === 'form' ? { phase: 'form', step: data.step } : { phase: data.phase },
  )
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(data))
  const [errors, setErrors] = useState<FieldErrors>(data.phase === 'form' ? data.errors : {})
  const [movedByVisitor, setMovedByVisitor] = useState(false)
  const [dialogOpen, setDialogOpen] = useState<boolean | null>(null)

  const showingResults = phase.phase === 'results' && data.phase === 'results'

  useEffect(() => {
    if (!(fresh && showingResults)) return
    toast.success(estimatorCopy.toast)
    loadDialog()
    const timer = window.setTimeout(() => setDialogOpen(true), estimator.confirmationDelayMs)
    return () => window.clearTimeout(timer)
  }, [fresh, showingResults])

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

  if (phase.phase === 'hero') return <EstimatorHero title={title} onStart={start} onIntent={loadForm} />

  return (
    <>
      <EstimatorHeader title={title} />
      <Suspense fallback={null}>
        {phase.phase === 'form' ? (
          <EstimateForm
            step={phase.step}
            answers={answers}
            errors={errors}
            incomplete={data.phase === 'form' && data.incomplete && !movedByVisitor}
            hydrated={hydrated}
            focusOnShow={movedByVisitor || Object.values(errors).some(Boolean)}
            onChange={(patch) => setAnswers((a) => ({ ...a, ...patch }))}
            onErrors={setErrors}
            onStep={goTo}
          />
        ) : null}
        {showingResults ? (
          <EstimateResults
            request={data.request}
            result={data.result}
            area={data.area}
            fresh={fresh}
            onEdit={edit}
          />
        ) : null}
      </Suspense>
      {dialogOpen !== null ? (
        <Suspense fallback={null}>
          <ConfirmationDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
