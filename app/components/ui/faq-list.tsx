import { ChevronDown } from 'lucide-react'

/**
 * Questions as native <details> sharing one `name`, so the browser keeps a
 * single answer open (spec: FAQ accordions, single open). It works before
 * hydration and ships no script, where the radix accordion would push pages
 * past their first-load budget.
 */
export function FaqList({
  name,
  faqs,
}: {
  name: string
  faqs: readonly { question: string; answer: string }[]
}) {
  return (
    <div className="divide-y divide-graphite-800 rounded-xl border border-graphite-800">
      {faqs.map((f) => (
        <details key={f.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-white hover:bg-graphite-900 [&::-webkit-details-marker]:hidden">
            {f.question}
            <ChevronDown
              className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-4 text-graphite-300">{f.answer}</p>
        </details>
      ))}
    </div>
  )
}
