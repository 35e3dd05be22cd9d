import { ChevronDown } from 'lucide-react'

/**
 * The article FAQ as an accordion of native <details> sharing one `name`, so
 * the browser keeps a single answer open. It works before hydration and costs
 * no JavaScript, where the radix accordion would push the article page past
 * its first-load budget.
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
