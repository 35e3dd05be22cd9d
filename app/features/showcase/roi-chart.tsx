import { usd, usdThousands } from '~/content/format'
import { type RoiResult, roiFor } from './roi'

const W = 640
const H = 300
const pad = { left: 64, right: 16, top: 16, bottom: 40 }

/**
 * Cumulative cost of epoxy against tile from installation to the chosen year,
 * drawn on a fixed 0 to `maxYears` axis so the lines grow as the years do. The figures are also in a table beside it (see RoiCalculator),
 * so the chart itself is one labelled image.
 */
export function RoiChart({ series, maxYears }: { series: readonly RoiResult[]; maxYears: number }) {
  const last = series[series.length - 1]
  const top = Math.ceil(roiFor(maxYears).tileTotal / 5000) * 5000
  const x = (year: number) => pad.left + (year / maxYears) * (W - pad.left - pad.right)
  const y = (dollars: number) => pad.top + (1 - dollars / top) * (H - pad.top - pad.bottom)
  const line = (key: 'epoxyTotal' | 'tileTotal') =>
    series.map((s, i) => `${i === 0 ? 'M' : 'L'}${x(s.years).toFixed(1)} ${y(s[key]).toFixed(1)}`).join(' ')
  const ticks = Array.from({ length: top / 5000 + 1 }, (_, i) => i * 5000)
  const yearTicks = [0, 5, 10, 15, 20].filter((t) => t <= maxYears)
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby="roi-chart-title roi-chart-desc"
      className="h-auto w-full"
      data-testid="roi-chart"
    >
      <title id="roi-chart-title">Cumulative cost per 1,000 sq ft, epoxy against tile</title>
      <desc id="roi-chart-desc">
        After {last.years} {last.years === 1 ? 'year' : 'years'}, epoxy has cost {usd(last.epoxyTotal)} and
        tile {usd(last.tileTotal)}.
      </desc>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.left} x2={W - pad.right} y1={y(t)} y2={y(t)} stroke="#2f3137" />
          <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#c2c5cc">
            {usdThousands(t)}
          </text>
        </g>
      ))}
      {yearTicks.map((t) => (
        <text
          key={t}
          x={x(t)}
          y={H - pad.bottom + 20}
          textAnchor={t === 0 ? 'start' : t === maxYears ? 'end' : 'middle'}
          fontSize="12"
          fill="#c2c5cc"
        >
          {t === 0 ? 'Install' : `Year ${t}`}
        </text>
      ))}
      <path d={line('tileTotal')} fill="none" stroke="#9a9ea8" strokeWidth="3" strokeDasharray="8 5" />
      <path d={line('epoxyTotal')} fill="none" stroke="#dc955f" strokeWidth="3.5" />
      <circle cx={x(last.years)} cy={y(last.tileTotal)} r="5" fill="#9a9ea8" />
      <circle cx={x(last.years)} cy={y(last.epoxyTotal)} r="5" fill="#dc955f" />
    </svg>
  )
}
