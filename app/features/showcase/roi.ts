import { whyEpoxy } from '~/content/business'

const { roi } = whyEpoxy

export type RoiResult = { years: number; epoxyTotal: number; tileTotal: number; savings: number }

/** Clamps any input (text from a query, a slider value) to whole years within the calculator's range. */
export function clampYears(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  if (!Number.isFinite(n)) return roi.years.default
  return Math.min(roi.years.max, Math.max(roi.years.min, Math.round(n)))
}

/** Total = initial + maintenance × years, per 1,000 sq ft; savings = tile − epoxy. */
export function roiFor(years: number): RoiResult {
  const epoxyTotal = roi.epoxy.initial + roi.epoxy.maintenancePerYear * years
  const tileTotal = roi.tile.initial + roi.tile.maintenancePerYear * years
  return { years, epoxyTotal, tileTotal, savings: tileTotal - epoxyTotal }
}

/** Cumulative cost of each floor from installation (year 0) to `years`, for the chart and its table. */
export function roiSeries(years: number): RoiResult[] {
  return Array.from({ length: years + 1 }, (_, y) => roiFor(y))
}
