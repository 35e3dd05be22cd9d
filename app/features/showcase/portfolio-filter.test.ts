import { describe, expect, it } from 'vitest'
import { portfolio as portfolioCopy } from '~/content/en/portfolio'
import { portfolioProjects } from '~/content/projects'
import {
  durationLabel,
  filterProjects,
  parsePortfolioFilter,
  portfolioFilterHref,
  portfolioFilters,
} from './portfolio-filter'

describe('portfolio data', () => {
  it('holds 26 projects of 1-6 days and 400-3,500 sq ft, each with a lifetime warranty and unique id', () => {
    expect(portfolioProjects).toHaveLength(26)
    const days = portfolioProjects.map((p) => p.durationDays)
    const sqft = portfolioProjects.map((p) => p.sqft)
    expect(Math.min(...days)).toBe(1)
    expect(Math.max(...days)).toBe(6)
    expect(Math.min(...sqft)).toBe(400)
    expect(Math.max(...sqft)).toBe(3500)
    expect(new Set(portfolioProjects.map((p) => p.id)).size).toBe(26)
    expect(portfolioProjects.every((p) => p.warranty)).toBe(true)
  })
})

describe('portfolio filter', () => {
  it('lists the seven filters in the spec order', () => {
    expect(portfolioFilters.map((f) => portfolioCopy.filters[f.value])).toEqual([
      'All Projects',
      'Residential',
      'Commercial',
      'Industrial',
      'Metallic',
      'Flake',
      'Solid',
    ])
  })

  it('matches categories by category and finishes by finish', () => {
    const residential = filterProjects(portfolioProjects, 'residential')
    expect(residential.length).toBeGreaterThan(0)
    expect(residential.every((p) => p.category === 'residential')).toBe(true)
    const flake = filterProjects(portfolioProjects, 'flake')
    expect(flake.length).toBeGreaterThan(0)
    expect(flake.every((p) => p.finish === 'flake')).toBe(true)
    // Every project appears under exactly one category and one finish.
    const byCategory = ['residential', 'commercial', 'industrial'] as const
    const byFinish = ['metallic', 'flake', 'solid'] as const
    expect(byCategory.reduce((n, c) => n + filterProjects(portfolioProjects, c).length, 0)).toBe(26)
    expect(byFinish.reduce((n, f) => n + filterProjects(portfolioProjects, f).length, 0)).toBe(26)
  })

  it('shows everything for All', () => {
    expect(filterProjects(portfolioProjects, 'all')).toHaveLength(26)
  })

  it('falls back to All for missing, unknown or hostile query values', () => {
    for (const v of [
      null,
      undefined,
      '',
      'gold',
      '<script>',
      "metallic' OR 1=1",
      '../etc/passwd',
      'x'.repeat(5000),
    ]) {
      expect(parsePortfolioFilter(v)).toBe('all')
    }
    expect(parsePortfolioFilter(' Metallic ')).toBe('metallic')
  })

  it('links All to the bare page and the others to a query', () => {
    expect(portfolioFilterHref('all')).toBe('/portfolio')
    expect(portfolioFilterHref('solid')).toBe('/portfolio?filter=solid')
  })

  it('labels durations in days', () => {
    expect(durationLabel(1)).toBe('1 Day')
    expect(durationLabel(3)).toBe('3 Days')
  })
})
