/**
 * Where the server's CPU time goes: reads a V8 CPU profile (`node --cpu-prof`) and sums
 * self time by layer (decision 026). Usage: tsx scripts/profile-summary.ts FILE.cpuprofile [SKIP_MS]
 * (SKIP_MS leaves out the first milliseconds: the start-up, before the load began).
 */
import { readFileSync } from 'node:fs'

type Node = { id: number; callFrame: { url: string; functionName: string }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const layers: Array<[string, RegExp]> = [
  ['React rendering (react-dom/server)', /react-dom|react\/|scheduler/],
  ["React Router's handler", /react-router|turbo-stream/],
  ['database (PGlite, pg, drizzle)', /pglite|drizzle-orm|node_modules\/pg|^wasm:/],
  ['compression (zlib, compression)', /compression|zlib/],
  [
    'Express and the host middleware',
    /express|router\/|send\/|serve-static|body-parser|on-finished|server\/|host\.js/,
  ],
  ['request log', /log\.ts/],
  ['application code (routes, features)', /build\/server|app\//],
  ['Node internals (http, streams, crypto)', /^node:|internal/],
]

const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const skipUs = Number(process.argv[3] ?? 0) * 1000
const self = new Map<number, number>()
let clock = 0
profile.samples.forEach((id, i) => {
  clock += profile.timeDeltas[i] ?? 0
  if (clock >= skipUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})

const totals = new Map<string, number>()
let all = 0
for (const [id, us] of self) {
  const frame = byId.get(id)?.callFrame
  const url = frame?.url ?? ''
  const name = frame?.functionName ?? ''
  let layer = '(idle, GC, program)'
  if (name === '(garbage collector)') layer = 'garbage collection'
  else if (url)
    layer = layers.find(([, re]) => re.test(url))?.[0] ?? `other: ${url.split('/').slice(-2).join('/')}`
  else if (name !== '(idle)' && name !== '(program)' && name !== '(root)') layer = `native: ${name}`
  totals.set(layer, (totals.get(layer) ?? 0) + us)
  if (name !== '(idle)') all += us
}
const rows = [...totals].filter(([k]) => k !== '(idle, GC, program)').sort((a, b) => b[1] - a[1])
for (const [layer, us] of rows.slice(0, 14)) {
  console.log(
    `${((us / all) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${layer}`,
  )
}
