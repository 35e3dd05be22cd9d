/**
 * Renders artwork for every finish in app/content/finishes.ts as procedural SVG,
 * rasterised by sharp to AVIF and WebP at each width. No photo or font is
 * fetched from anywhere. `npm run images:generate`; output is committed under
 * public/images/finishes/. Real photos replace it: drop `<id>-<width>.avif` and
 * `.webp` files with the same names there (see README).
 *
 * - metallic: colour bands pushed around by a turbulence field (the poured
 *   flow), thin bright veins where the field crosses a level, and clusters of
 *   ringed cells where solvent pops through the pigment; a soft light reflection.
 * - flake: thousands of seeded polygon chips broadcast over a base coat.
 * - solid: one colour with a satin reflection and the faintest roller texture.
 */
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { finishes, finishImageAspect, finishImageWidths } from '../app/content/finishes'
import { seededRandom } from '../app/features/showcase/counter'

type Metallic = { kind: 'metallic'; base: string; bands: string[]; vein: string; cell: string; seed: number }
type Flake = {
  kind: 'flake'
  base: string
  chips: { color: string; share: number }[]
  size: [number, number]
  count: number
  seed: number
}
type Solid = { kind: 'solid'; base: string; light: string; dark: string; seed: number }
type Art = Metallic | Flake | Solid

const art: Record<(typeof finishes)[number]['id'], Art> = {
  'metallic-copper': {
    kind: 'metallic',
    base: '#2b1408',
    bands: ['#5a2c12', '#a85f2e', '#dc955f', '#7f4522', '#f3cfae', '#4a230e'],
    vein: '#ffe3c4',
    cell: '#f3cfae',
    seed: 3,
  },
  'gunmetal-flake': {
    kind: 'flake',
    base: '#2a2c31',
    chips: [
      { color: '#141518', share: 0.38 },
      { color: '#5d6169', share: 0.3 },
      { color: '#8b8f98', share: 0.2 },
      { color: '#e4e6ea', share: 0.12 },
    ],
    size: [9, 18],
    count: 6000,
    seed: 7,
  },
  'storm-grey': { kind: 'solid', base: '#5a5e66', light: '#7d818a', dark: '#43464d', seed: 11 },
  'custom-blend': {
    kind: 'metallic',
    base: '#1d1b1a',
    bands: ['#42454d', '#c87941', '#efe6dc', '#2f3137', '#a85f2e', '#8b8f98'],
    vein: '#fff4e8',
    cell: '#efe6dc',
    seed: 17,
  },
  'metallic-blue': {
    kind: 'metallic',
    base: '#07142b',
    bands: ['#0f2c5c', '#2f6fd1', '#c8d8f0', '#163e7a', '#5b8fe0', '#0b1f3f'],
    vein: '#e8f0ff',
    cell: '#c8d8f0',
    seed: 23,
  },
  'electric-green': {
    kind: 'metallic',
    base: '#03170f',
    bands: ['#0b5a3a', '#1fd37a', '#2ad2c9', '#0a3d28', '#8ff5c0', '#127a52'],
    vein: '#d8fff0',
    cell: '#8ff5c0',
    seed: 29,
  },
  'granite-speckle': {
    kind: 'flake',
    base: '#6f7178',
    chips: [
      { color: '#111214', share: 0.35 },
      { color: '#f2f2f2', share: 0.3 },
      { color: '#9a9ea8', share: 0.2 },
      { color: '#3a3c41', share: 0.15 },
    ],
    size: [5, 10],
    count: 6500,
    seed: 31,
  },
  'white-marble-metallic': {
    kind: 'metallic',
    base: '#e6e4df',
    bands: ['#f4f3f0', '#c2c5cc', '#ffffff', '#9a9ea8', '#ebe9e4', '#d4d6da'],
    vein: '#6b6f78',
    cell: '#9a9ea8',
    seed: 37,
  },
  'black-silver-metallic': {
    kind: 'metallic',
    base: '#060708',
    bands: ['#0e0f11', '#2f3137', '#c2c5cc', '#101114', '#6b6f78', '#050506'],
    vein: '#ffffff',
    cell: '#c2c5cc',
    seed: 41,
  },
}

const W = 1600
const H = Math.round(W / finishImageAspect)

function metallic(a: Metallic): string {
  const r = seededRandom(a.seed)
  const stops = a.bands
    .flatMap((c, i) => {
      const at = (i / a.bands.length) * 100
      return [
        `<stop offset="${at}%" stop-color="${c}"/>`,
        `<stop offset="${at + 100 / a.bands.length / 2}%" stop-color="${c}"/>`,
      ]
    })
    .join('')
  // Cells: clusters of small rings, pushed by the same flow as the colour.
  let cells = ''
  for (let k = 0; k < 7; k++) {
    const cx = r() * W
    const cy = r() * H
    for (let i = 0; i < 30; i++) {
      const x = cx + (r() - 0.5) * 260
      const y = cy + (r() - 0.5) * 160
      const rad = 2 + r() * 7
      cells += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${rad.toFixed(1)}" ry="${(rad * (0.7 + r() * 0.3)).toFixed(1)}"/>`
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="bands" x1="0" y1="0" x2="1" y2="0.35" spreadMethod="reflect" gradientTransform="scale(.16)">${stops}</linearGradient>
    <filter id="flow" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="0.0014 0.0032" numOctaves="3" seed="${a.seed}" result="t"/>
      <feDisplacementMap in="SourceGraphic" in2="t" scale="900" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feGaussianBlur in="d" stdDeviation="2.5"/>
    </filter>
    <filter id="veins" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="0.0022 0.005" numOctaves="4" seed="${a.seed + 1}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  1 0 0 0 0"/>
      <feComponentTransfer><feFuncA type="table" tableValues="0 0 0 0 0 0 0.9 0 0 0 0 0 0.7 0 0 0 0 0"/></feComponentTransfer>
      <feGaussianBlur stdDeviation="1.2"/>
      <feComposite operator="in" in="SourceGraphic"/>
    </filter>
    <filter id="cells" x="-5%" y="-5%" width="110%" height="110%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004" numOctaves="2" seed="${a.seed + 2}" result="t"/>
      <feDisplacementMap in="SourceGraphic" in2="t" scale="60" xChannelSelector="R" yChannelSelector="G"/>
      <feGaussianBlur stdDeviation="0.8"/>
    </filter>
    <radialGradient id="sheen" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${a.base}"/>
  <rect x="-50%" y="-50%" width="200%" height="200%" fill="url(#bands)" filter="url(#flow)"/>
  <rect width="100%" height="100%" fill="${a.vein}" filter="url(#veins)" opacity=".85"/>
  <g filter="url(#cells)" fill="${a.cell}" fill-opacity=".12" stroke="${a.cell}" stroke-opacity=".4" stroke-width="1.2">${cells}</g>
  <rect width="100%" height="100%" fill="url(#sheen)"/>
  <rect width="100%" height="100%" fill="url(#shade)"/>
</svg>`
}

function flake(a: Flake): string {
  const r = seededRandom(a.seed)
  const groups = a.chips.map(() => [] as string[])
  for (let i = 0; i < a.count; i++) {
    let pick = r()
    let g = 0
    while (g < a.chips.length - 1 && pick > a.chips[g].share) {
      pick -= a.chips[g].share
      g++
    }
    const x = r() * W
    const y = r() * H
    const size = a.size[0] + r() * (a.size[1] - a.size[0])
    const sides = 3 + Math.floor(r() * 3)
    const turn = r() * Math.PI * 2
    const pts = Array.from({ length: sides }, (_, k) => {
      const ang = turn + (k / sides) * Math.PI * 2 + (r() - 0.5) * 0.8
      const rad = size * (0.45 + r() * 0.55)
      return `${(x + Math.cos(ang) * rad).toFixed(0)},${(y + Math.sin(ang) * rad).toFixed(0)}`
    })
    groups[g].push(`<polygon points="${pts.join(' ')}"/>`)
  }
  const chips = groups.map((g, i) => `<g fill="${a.chips[i].color}">${g.join('')}</g>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <radialGradient id="sheen" cx=".3" cy=".15" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${a.base}"/>${chips}
  <rect width="100%" height="100%" fill="url(#sheen)"/><rect width="100%" height="100%" fill="url(#shade)"/>
</svg>`
}

function solid(a: Solid): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${a.light}"/><stop offset=".55" stop-color="${a.base}"/><stop offset="1" stop-color="${a.dark}"/></linearGradient>
    <radialGradient id="sheen" cx=".35" cy=".2" rx=".6" ry=".25" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <filter id="roll"><feTurbulence type="fractalNoise" baseFrequency=".002 .05" numOctaves="2" seed="${a.seed}"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 .05 0"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" filter="url(#roll)"/>
  <rect width="100%" height="100%" fill="url(#sheen)"/>
</svg>`
}

function svg(a: Art): string {
  return a.kind === 'metallic' ? metallic(a) : a.kind === 'flake' ? flake(a) : solid(a)
}

const only = process.argv.slice(2)
const out = path.resolve('public/images/finishes')
mkdirSync(out, { recursive: true })
for (const f of finishes) {
  if (only.length && !only.includes(f.id)) continue
  const a = art[f.id]
  const master = await sharp(Buffer.from(svg(a)))
    .png()
    .toBuffer()
  const sizes: string[] = []
  for (const w of finishImageWidths) {
    // Flake is all fine edges: a touch more compression keeps it inside the budget.
    const q = a.kind === 'flake' ? { webp: 40, avif: 34 } : { webp: 70, avif: 50 }
    const resized = sharp(master).resize(w, Math.round(w / finishImageAspect))
    const webp = path.join(out, `${f.id}-${w}.webp`)
    const avif = path.join(out, `${f.id}-${w}.avif`)
    await resized.clone().webp({ quality: q.webp, effort: 5, smartSubsample: true }).toFile(webp)
    await resized.clone().avif({ quality: q.avif, effort: 4 }).toFile(avif)
    sizes.push(`${w}: ${Math.round(statSync(webp).size / 1024)}/${Math.round(statSync(avif).size / 1024)} KB`)
  }
  console.log(`${f.id} (webp/avif) ${sizes.join(', ')}`)
}
