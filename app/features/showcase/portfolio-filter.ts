import type { PortfolioProject } from '~/content/projects'

/** The portfolio's filter buttons, in the spec's order; their words are in the page's copy (portfolio.ts). */
export const portfolioFilters = [
  { value: 'all' },
  { value: 'residential', kind: 'category' },
  { value: 'commercial', kind: 'category' },
  { value: 'industrial', kind: 'category' },
  { value: 'metallic', kind: 'finish' },
  { value: 'flake', kind: 'finish' },
  { value: 'solid', kind: 'finish' },
] as const

export type PortfolioFilter = (typeof portfolioFilters)[number]['value']

/** Reads the `filter` query value; anything unknown (or hostile) falls back to All. */
export function parsePortfolioFilter(value: string | null | undefined): PortfolioFilter {
  const found = portfolioFilters.find((f) => f.value === value?.trim().toLowerCase())
  return found?.value ?? 'all'
}

/** Whether a project shows under a filter: a category filter matches its category, a finish filter its finish. */
export function inFilter(filter: PortfolioFilter, project: { category?: string; finish?: string }): boolean {
  const def = portfolioFilters.find((f) => f.value === filter)
  if (!def || !('kind' in def)) return true
  return (def.kind === 'category' ? project.category : project.finish) === def.value
}

export function filterProjects(
  projects: readonly PortfolioProject[],
  filter: PortfolioFilter,
): readonly PortfolioProject[] {
  return projects.filter((p) => inFilter(filter, p))
}

/** How many projects each filter shows. */
export function filterCounts(projects: readonly PortfolioProject[]): Record<PortfolioFilter, number> {
  return Object.fromEntries(
    portfolioFilters.map((f) => [f.value, filterProjects(projects, f.value).length]),
  ) as Record<PortfolioFilter, number>
}

/** The address of a filter's link on the portfolio at `base` (/portfolio or /es/portfolio): All is the bare page. */
export function portfolioFilterHref(filter: PortfolioFilter, base = '/portfolio'): string {
  return filter === 'all' ? base : `${base}?filter=${filter}`
}

export function durationLabel(days: number): string {
  return `${days} ${days === 1 ? 'Day' : 'Days'}`
}
