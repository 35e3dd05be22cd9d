export function formatSqft(n: number): string {
  return `${n.toLocaleString('en-US')} sq ft`
}
