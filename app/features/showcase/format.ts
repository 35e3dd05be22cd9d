/** Formats an ISO calendar date (YYYY-MM-DD) as 'Nov 14, 2026', the same on server and browser. */
export function formatCalendarDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}

export function formatSqft(n: number): string {
  return `${n.toLocaleString('en-US')} sq ft`
}
