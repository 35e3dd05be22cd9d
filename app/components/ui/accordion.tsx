import { ChevronDown } from 'lucide-react'
import { Accordion as A } from 'radix-ui'
import type { ReactNode } from 'react'

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode }

/**
 * One item open at a time, collapsible (spec: pricing factors, FAQs). Closed
 * content stays in the HTML (hidden) so it is readable and indexable without JavaScript.
 */
export function Accordion({
  items,
  defaultValue,
}: {
  items: readonly AccordionItem[]
  defaultValue?: string
}) {
  return (
    <A.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      className="divide-y divide-graphite-800 rounded-xl border border-graphite-800"
    >
      {items.map((item) => (
        <A.Item key={item.value} value={item.value}>
          <A.Header>
            <A.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-white hover:bg-graphite-900">
              {item.title}
              <ChevronDown
                className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </A.Trigger>
          </A.Header>
          <A.Content forceMount className="px-5 pb-4 text-graphite-300 data-[state=closed]:hidden">
            {item.content}
          </A.Content>
        </A.Item>
      ))}
    </A.Root>
  )
}
