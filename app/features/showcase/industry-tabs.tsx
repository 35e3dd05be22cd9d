import { Check } from 'lucide-react'
import { Tabs } from 'radix-ui'
import type { industries } from '~/content/why-epoxy'

/**
 * Industry tabs, residential first. Every panel is in the HTML (hidden until
 * chosen) so the text is there for search engines and visitors without JavaScript.
 */
export function IndustryTabs({ items }: { items: typeof industries }) {
  return (
    <Tabs.Root defaultValue={items[0].value}>
      <Tabs.List aria-label="Industries" className="flex flex-wrap gap-2 border-b border-graphite-800 pb-3">
        {items.map((i) => (
          <Tabs.Trigger
            key={i.value}
            value={i.value}
            className="rounded-full border border-graphite-600 px-4 py-2 text-sm font-semibold text-graphite-100 hover:border-copper-400 data-[state=active]:border-copper-400 data-[state=active]:bg-copper-400 data-[state=active]:text-graphite-950"
          >
            {i.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((i) => (
        <Tabs.Content key={i.value} value={i.value} forceMount className="pt-6 data-[state=inactive]:hidden">
          <p className="max-w-2xl text-lg text-graphite-100">{i.description}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {i.benefits.map((b) => (
              <li
                key={b}
                className="flex gap-3 rounded-lg border border-graphite-800 bg-graphite-900 p-4 text-graphite-300"
              >
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-copper-300" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
