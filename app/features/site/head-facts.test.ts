import { afterEach, describe, expect, it } from 'vitest'
import { factsEs } from '~/content/es/facts'
import { applyPublished, seedContent } from '~/content/published'
import { serviceAreaPageIn } from '~/features/service-area/area-page.server'
import { loader, meta } from '~/routes/service-area'

// What a page's head, social tags and structured data say must follow the published facts
// (decision 033): the owner edits them in the console, and search engines and link previews read them.

const pageModules = import.meta.glob<Record<string, unknown>>(['~/content/pages/*.ts'], { eager: true })

function published() {
  const next = seedContent()
  next.facts.region = 'Greater Gwinnett'
  next.facts.installAverage = { min: 3, max: 4, unit: 'day' }
  next.facts.lifetimeWarrantyLabel = 'Lifelong warranty'
  next.facts.es = { ...factsEs, lifetimeWarrantyLabel: 'Garantía vitalicia' }
  return next
}

afterEach(() => applyPublished(seedContent()))

const site = 'https://refinedresin.example'

async function serviceAreaHead(path: string) {
  const loaderData = await loader({
    params: { zip: '30518' },
    request: new Request(`${site}${path}`),
  } as never)
  const tags = meta({
    loaderData,
    matches: [
      { id: 'root', loaderData: { siteUrl: site } },
      { id: 'routes/service-area', pathname: path, loaderData },
    ],
  } as never)
  return { tags: JSON.stringify(tags), loaderData }
}

describe('heads word the published facts', () => {
  it('a service-area page’s description, social tags and FAQ data say the published install time and warranty', async () => {
    applyPublished(published())
    const { tags, loaderData } = await serviceAreaHead('/service-area/30518')
    const said = tags + JSON.stringify(loaderData.faqs)
    expect(said).toContain('3-4 days')
    expect(said).toContain('lifelong warranty')
    expect(said).not.toMatch(/2-3 day|lifetime/i)
  })

  it('so does the Spanish one, in the published Spanish wording', () => {
    applyPublished(published())
    const page = serviceAreaPageIn('es', '30518')
    const said = JSON.stringify({ meta: page?.words.meta, reasons: page?.words.reasons, faqs: page?.faqs })
    expect(said).toContain('garantía vitalicia')
    expect(said).not.toMatch(/de por vida/i)
  })

  it('every page’s title and description name the published region', () => {
    applyPublished(published())
    const heads = JSON.stringify(
      Object.values(pageModules).flatMap((m) =>
        Object.values(m).map((p) => {
          const page = p as { title?: string; description?: string }
          return { title: page.title, description: page.description }
        }),
      ),
    )
    expect(heads).not.toContain('Metro Atlanta')
  })
})
