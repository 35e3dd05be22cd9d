/**
 * A copy string with its `{name}` marks filled: the values only the browser or the render knows
 * (a date, a month, the current phone), in either language (decision 034).
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}
