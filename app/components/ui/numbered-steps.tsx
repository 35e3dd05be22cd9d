/** A short ordered list of steps as numbered cards; the number is read once, as "Step N:". */
export function NumberedSteps({
  steps,
  titleClassName = '',
  stepLabel = 'Step',
}: {
  steps: readonly { title: string; text: string }[]
  titleClassName?: string
  /** The word read before each number, in the page's language (decision 034). */
  stepLabel?: string
}) {
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.title} className="rounded-xl border border-graphite-800 bg-graphite-900 p-6">
          <p className="font-display text-3xl text-copper-300" aria-hidden="true">
            {i + 1}
          </p>
          <h3 className={`mt-2 text-xl text-white ${titleClassName}`}>
            <span className="sr-only">{`${stepLabel} ${i + 1}: `}</span>
            {s.title}
          </h3>
          <p className="mt-2 text-graphite-300">{s.text}</p>
        </li>
      ))}
    </ol>
  )
}
