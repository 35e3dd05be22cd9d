import { describe, expect, it } from 'vitest'
import { apaCitation, mlaCitation } from './citations'

const source = {
  title: 'Garage Floor Prep: Why the Grind Decides Whether Your Epoxy Lasts',
  author: 'Caleb Ashford',
  datePublished: '2025-07-08',
  siteName: 'Refined Resin',
  url: 'https://refinedresin.example/article/garage-floor-prep-guide',
}

describe('citations', () => {
  it('builds MLA 9 from the article data, site title in italics', () => {
    const c = mlaCitation(source, true)
    expect(c.text).toBe(
      'Ashford, Caleb. “Garage Floor Prep: Why the Grind Decides Whether Your Epoxy Lasts.” Refined Resin, 8 July 2025, refinedresin.example/article/garage-floor-prep-guide.',
    )
    expect(c.runs.find((r) => r.italic)?.text).toBe('Refined Resin')
  })

  it('builds APA 7 from the article data, title in italics', () => {
    const c = apaCitation(source, true)
    expect(c.text).toBe(
      'Ashford, C. (2025, July 8). Garage Floor Prep: Why the Grind Decides Whether Your Epoxy Lasts. Refined Resin. https://refinedresin.example/article/garage-floor-prep-guide',
    )
    expect(c.runs.find((r) => r.italic)?.text).toBe(source.title)
  })

  it('keeps a title ending in a question mark intact and names the site when there is no person', () => {
    const q = { ...source, title: 'Urethane or epoxy?', datePublished: '2025-09-23' }
    expect(mlaCitation(q, true).text).toContain('“Urethane or epoxy?” Refined Resin, 23 Sept. 2025')
    expect(apaCitation(q, false).text).toBe(
      'Refined Resin (2025, September 23). Urethane or epoxy? Refined Resin. https://refinedresin.example/article/garage-floor-prep-guide',
    )
  })
})
