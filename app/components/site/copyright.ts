/**
 * "2025" in the founding year, "2025–2026" afterwards (an en dash between the years). The footer's
 * own logic sits beside it: components import no feature (decision 031); the build year itself comes
 * from features/site/build-year.ts through Vite's `define`.
 */
export function copyrightYears(founded: number, built: number): string {
  return built > founded ? `${founded}–${built}` : String(founded)
}
