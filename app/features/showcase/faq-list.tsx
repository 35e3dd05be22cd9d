import { ChevronDown } from 'lucide-react'

type Faq = { readonly value: string; readonly question: string; readonly answer: string }

/**
 * Questions that open one at a time and close again: native `<details>` sharing
 * a `name`, so it works before (and without) JavaScript and ships no script.
 */
export function FaqList({ name, items }: { name: string; items: readonly Faq[] }) {
  return (
    <div className="divide-y divide-graphite-800 rounded-xl border border-graphite-800">
      {items.map((f) => (
        <details key={f.value} name={name} className="group">
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
