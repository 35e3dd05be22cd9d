import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, Input, NativeSelect, useValueTypedBeforeHydration } from '~/components/ui/field'
import { FinishImage } from '~/components/ui/finish-image'
import { estimator } from '~/content/business'
import type { FinishId } from '~/content/finishes'
import { ZIPCODE_PATTERN } from '../messages'
import { paramNames, STEP_PARAM, type Step } from '../params'
import type { EstimateField } from '../schema'
import { useEstimatorWords } from '../words'

export type Answers = {
  spaceType: string
  squareFootage: number | null
  finishStyle: string
  zipcode: string
  timeline: string
}
export type FieldErrors = Partial<Record<EstimateField, string>>

/** Whether a step's answer is present (Next stays disabled until it is). */
export function stepComplete(step: Step, a: Answers): boolean {
  if (step === 1) return a.spaceType !== ''
  if (step === 2) return true
  if (step === 3) return a.finishStyle !== ''
  return a.zipcode.trim() !== '' && a.timeline !== ''
}

type Props = {
  step: Step
  answers: Answers
  errors: FieldErrors
  incomplete: boolean
  hydrated: boolean
  /** Move focus into the step when it shows (after a click, or to an error). */
  focusOnShow: boolean
  onChange: (patch: Partial<Answers>) => void
  onErrors: (errors: FieldErrors) => void
  /** 0 is back to the hero. */
  onStep: (step: Step | 0) => void
  /** The visitor sends the finished form (the browser then loads the estimate's address). */
  onCalculate: () => void
}

const stepInputName: Record<Step, EstimateField[]> = {
  1: ['spaceType'],
  2: ['squareFootage'],
  3: ['finishStyle'],
  4: ['zipcode', 'timeline'],
}

/**
 * The four-step form. It is one GET form to /estimator: without JavaScript
 * each Next or Back reloads the page at that step with the answers so far in
 * the URL; with it, steps change in place and only 'Get My Estimate' navigates,
 * to the estimate's shareable address.
 */
export function EstimateForm(props: Props) {
  const {
    step,
    answers,
    errors,
    incomplete,
    hydrated,
    focusOnShow,
    onChange,
    onErrors,
    onStep,
    onCalculate,
  } = props
  const { text, format } = useEstimatorWords()
  const { copy: estimatorCopy, steps: estimatorSteps, paths } = text
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const title = estimatorSteps[step - 1]?.title

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step shows
  useEffect(() => {
    if (!focusOnShow) return
    const invalid = stepInputName[step].find((f) => errors[f])
    const target = invalid ? document.querySelector<HTMLElement>(`[name="${paramNames[invalid]}"]`) : null
    ;(target ?? headingRef.current)?.focus()
  }, [step])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.name === STEP_PARAM) {
      event.preventDefault()
      const to = Number(submitter.value) as Step | 0
      if (step === 2 && answers.squareFootage === null) onChange({ squareFootage: estimator.sqft.default })
      onStep(to)
      return
    }
    if (!ZIPCODE_PATTERN.test(answers.zipcode.trim())) {
      event.preventDefault()
      onErrors({ ...errors, zipcode: text.fieldMessages.zipcode })
      document.querySelector<HTMLElement>(`[name="${paramNames.zipcode}"]`)?.focus()
      return
    }
    onCalculate()
  }

  const hidden = (Object.keys(paramNames) as EstimateField[]).filter(
    (f) => !stepInputName[step].includes(f) && answers[f] !== '' && answers[f] !== null,
  )
  const canContinue = !hydrated || stepComplete(step, answers)

  return (
    <section aria-labelledby={headingId} className="container-page max-w-3xl py-10">
      <div className="flex items-center justify-between text-sm text-graphite-300">
        <p>{format.stepOf(step, estimatorSteps.length)}</p>
        <p aria-hidden="true">{Math.round((step / estimatorSteps.length) * 100)}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={text.labels.progress}
        aria-valuemin={1}
        aria-valuemax={estimatorSteps.length}
        aria-valuenow={step}
        aria-valuetext={format.stepOf(step, estimatorSteps.length)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-graphite-800"
      >
        <div
          className="h-full rounded-full bg-copper-400 transition-[width] duration-300"
          style={{ width: `${(step / estimatorSteps.length) * 100}%` }}
        />
      </div>

      {incomplete ? (
        <div className="mt-6">
          <FormStatus tone="error" title={estimatorCopy.incompleteLink} />
        </div>
      ) : null}

      {/* A document navigation: the estimate's address is server-rendered, always. */}
      <Form method="get" action={paths.page} reloadDocument onSubmit={handleSubmit} className="mt-8">
        {hidden.map((f) => (
          <input key={f} type="hidden" name={paramNames[f]} value={String(answers[f])} />
        ))}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl text-white focus:outline-none">
          {title}
        </h2>
        <div className="mt-6">
          {step === 1 ? <SpaceStep {...props} headingId={headingId} /> : null}
          {step === 2 ? <SizeStep {...props} headingId={headingId} /> : null}
          {step === 3 ? <FinishStep {...props} headingId={headingId} /> : null}
          {step === 4 ? <DetailsStep {...props} /> : null}
        </div>

        {/* The forward button comes first so Enter in a field moves on, not back. */}
        <div className="mt-10 flex flex-row-reverse items-center justify-between gap-4">
          {step < 4 ? (
            <Button type="submit" name={STEP_PARAM} value={step + 1} size="lg" disabled={!canContinue}>
              {estimatorCopy.next}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={!canContinue}>
              {estimatorCopy.submit}
            </Button>
          )}
          <Button
            type="submit"
            name={STEP_PARAM}
            value={step - 1}
            formNoValidate
            variant="secondary"
            size="lg"
          >
            {estimatorCopy.back}
          </Button>
        </div>
      </Form>
    </section>
  )
}

type StepProps = Props & { headingId: string }

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-3 text-sm text-red-300">
      {message}
    </p>
  ) : null
}

function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  describedBy,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onSelect: () => void
  describedBy?: string
  children: ReactNode
}) {
  // A card picked before hydration stays picked.
  const ref = useValueTypedBeforeHydration<HTMLInputElement>(checked, onSelect)
  return (
    <label className="group relative block cursor-pointer rounded-xl border border-graphite-700 bg-graphite-900 p-4 transition-colors hover:border-copper-400/70 has-[:checked]:border-copper-400 has-[:checked]:bg-copper-400/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-copper-300">
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        required
        aria-describedby={describedBy}
        className="sr-only"
      />
      {children}
    </label>
  )
}

function SpaceStep({ answers, errors, onChange, onErrors, headingId }: StepProps) {
  const { spaceOptions } = useEstimatorWords().text
  const errorId = useId()
  return (
    <fieldset aria-labelledby={headingId} aria-describedby={errors.spaceType ? errorId : undefined}>
      <div className="grid gap-3 sm:grid-cols-2">
        {spaceOptions.map((o) => {
          const tipId = `${headingId}-${o.value}-tip`
          return (
            <ChoiceCard
              key={o.value}
              name={paramNames.spaceType}
              value={o.value}
              checked={answers.spaceType === o.value}
              onSelect={() => {
                onChange({ spaceType: o.value })
                onErrors({ ...errors, spaceType: undefined })
              }}
              describedBy={tipId}
            >
              <span className="font-semibold text-white">{o.label}</span>
              {/* A tooltip on hover and keyboard focus; also the radio's description for screen readers. */}
              <span
                id={tipId}
                role="tooltip"
                className="pointer-events-none absolute bottom-full left-4 right-4 z-10 mb-2 hidden rounded-lg border border-graphite-600 bg-graphite-800 px-3 py-2 text-sm text-graphite-100 shadow-xl group-hover:block group-has-[:focus-visible]:block"
              >
                {o.tooltip}
              </span>
            </ChoiceCard>
          )
        })}
      </div>
      <ErrorText id={errorId} message={errors.spaceType} />
    </fieldset>
  )
}

function SizeStep({ answers, errors, onChange, onErrors, headingId }: StepProps) {
  const { text, format } = useEstimatorWords()
  const sqft = format.sqft
  const hintId = useId()
  const errorId = useId()
  const { min, max, step, default: fallback } = estimator.sqft
  const value = Math.min(max, Math.max(min, answers.squareFootage ?? fallback))
  const ref = useValueTypedBeforeHydration<HTMLInputElement>(String(value), (typed) =>
    onChange({ squareFootage: Number(typed) }),
  )
  return (
    <div>
      <output
        htmlFor={`${headingId}-sqft`}
        className="block font-display text-4xl text-copper-200"
        aria-hidden="true"
      >
        {sqft(value)}
      </output>
      <input
        ref={ref}
        id={`${headingId}-sqft`}
        type="range"
        name={paramNames.squareFootage}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => {
          onChange({ squareFootage: Number(e.target.value) })
          onErrors({ ...errors, squareFootage: undefined })
        }}
        aria-labelledby={headingId}
        aria-valuetext={format.sqftSpoken(value)}
        aria-describedby={[hintId, errors.squareFootage ? errorId : ''].join(' ').trim()}
        aria-invalid={errors.squareFootage ? true : undefined}
        className="mt-4 h-2 w-full cursor-pointer accent-copper-400"
      />
      <div className="mt-1 flex justify-between text-xs text-graphite-400" aria-hidden="true">
        <span>{sqft(min)}</span>
        <span>{sqft(max)}</span>
      </div>
      <p id={hintId} className="mt-4 text-graphite-300">
        {text.copy.sqftHint}
      </p>
      <ErrorText id={errorId} message={errors.squareFootage} />
    </div>
  )
}

function FinishStep({ answers, errors, onChange, onErrors, headingId }: StepProps) {
  const { finishOptions } = useEstimatorWords().text
  const errorId = useId()
  return (
    <fieldset aria-labelledby={headingId} aria-describedby={errors.finishStyle ? errorId : undefined}>
      <div className="grid gap-3 sm:grid-cols-2">
        {finishOptions.map((o) => (
          <ChoiceCard
            key={o.value}
            name={paramNames.finishStyle}
            value={o.value}
            checked={answers.finishStyle === o.value}
            onSelect={() => {
              onChange({ finishStyle: o.value })
              onErrors({ ...errors, finishStyle: undefined })
            }}
          >
            <FinishImage
              finish={o.artwork as FinishId}
              alt=""
              sizes="(min-width: 640px) 320px, 90vw"
              className="aspect-[16/10] rounded-lg"
            />
            <span className="mt-3 block font-semibold text-white">{o.label}</span>
            <span className="mt-1 block text-sm text-graphite-300">{o.blurb}</span>
          </ChoiceCard>
        ))}
      </div>
      <ErrorText id={errorId} message={errors.finishStyle} />
    </fieldset>
  )
}

function DetailsStep({ answers, errors, onChange, onErrors }: Props) {
  const { copy: estimatorCopy, timelineOptions } = useEstimatorWords().text
  // What the visitor typed or chose before the page's JavaScript ran is kept.
  const zipRef = useValueTypedBeforeHydration<HTMLInputElement>(answers.zipcode, (zipcode) =>
    onChange({ zipcode }),
  )
  const timelineRef = useValueTypedBeforeHydration<HTMLSelectElement>(answers.timeline, (timeline) =>
    onChange({ timeline }),
  )
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field label={estimatorCopy.zipLabel} errors={errors.zipcode} required>
        {({ id, describedBy, invalid }) => (
          <Input
            ref={zipRef}
            id={id}
            name={paramNames.zipcode}
            value={answers.zipcode}
            onChange={(e) => {
              onChange({ zipcode: e.target.value })
              onErrors({ ...errors, zipcode: undefined })
            }}
            maxLength={estimator.zipcodeLength}
            placeholder={estimatorCopy.zipPlaceholder}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={estimatorCopy.timelineLabel} errors={errors.timeline} required>
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            ref={timelineRef}
            id={id}
            name={paramNames.timeline}
            value={answers.timeline}
            onChange={(e) => {
              onChange({ timeline: e.target.value })
              onErrors({ ...errors, timeline: undefined })
            }}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            <option value="" disabled>
              {estimatorCopy.timelinePlaceholder}
            </option>
            {timelineOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  )
}
