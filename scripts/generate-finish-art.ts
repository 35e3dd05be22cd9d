/**
 * Renders artwork for every finish in app/content/finishes.ts: a procedural
 * SVG (turbulence for metallic flow, noise dots for flake) rasterised by sharp
 * to AVIF and WebP at each width. No photo or font is fetched from anywhere.
 * `npm run images:generate`; output is committed under public/images/finishes/.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { finishes, finishImageAspect, finishImageWidths } from '../app/content/finishes'

type Art = { base: string; tones: string[]; kind: 'metallic' | 'flake' | 'solid'; seed: number }

const art: Record<(typeof finishes)[number]['id'], Art> = {
  'metallic-copper': { base: '#3a1d0c', tones: ['#c87941', '#f3cfae', '#7f4522'], kind: 'metallic', seed: 3 },
  'gunmetal-flake': { base: '#2a2c31', tones: ['#101114', '#8b8f98', '#e9eaee'], kind: 'flake', seed: 7 },
  'storm-grey': { base: '#5d6169', tones: ['#6b6f78', '#545860'], kind: 'solid', seed: 11 },
  'custom-blend': { base: '#23201f', tones: ['#c87941', '#42454d', '#efe6dc'], kind: 'metallic', seed: 17 },
  'metallic-blue': { base: '#0b1f3f', tones: ['#2f6fd1', '#c8d8f0', '#0f2c5c'], kind: 'metallic', seed: 23 },
  'electric-green': { base: '#06301f', tones: ['#1fd37a', '#2ad2c9', '#0b5a3a'], kind: 'metallic', seed: 29 },
  'granite-speckle': { base: '#6f7178', tones: ['#111214', '#f2f2f2', '#9a9ea8'], kind: 'flake', seed: 31 },
  'white-marble-metallic': {
    base: '#e9e8e4',
    tones: ['#9a9ea8', '#ffffff', '#c2c5cc'],
    kind: 'metallic',
    seed: 37,
  },
  'black-silver-metallic': {
    base: '#08090b',
    tones: ['#c2c5cc', '#5d6169', '#ffffff'],
    kind: 'metallic',
    seed: 41,
  },
}

const W = 1600
const H = Math.round(W / finishImageAspect)

function svg({ base, tones, kind, seed }: Art): string {
  if (kind === 'flake') {
    const layers = tones
      .map(
        (
          t,
          i,
        ) => `<filter id="f${i}"><feTurbulence type="fractalNoise" baseFrequency="${0.9 + i * 0.15}" seed="${seed + i}" numOctaves="1"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -9 ${4.6 - i * 0.3}"/><feComposite operator="in" in="SourceGraphic"/></filter>
      <rect width="100%" height="100%" fill="${t}" filter="url(#f${i})"/>`,
      )
      .join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${base}"/>${layers}
      <rect width="100%" height="100%" fill="url(#sheen)"/><defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs></svg>`
  }
  if (kind === 'solid') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>
      <radialGradient id="g" cx=".35" cy=".3" r="1"><stop offset="0" stop-color="${tones[0]}"/><stop offset="1" stop-color="${tones[1]}"/></radialGradient>
      <filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".6" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope=".08"/></feComponentTransfer></filter></defs>
      <rect width="100%" height="100%" fill="${base}"/><rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" filter="url(#n)"/></svg>`
  }
  const flows = tones
    .map(
      (
        t,
        i,
      ) => `<filter id="m${i}" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="${0.0016 + i * 0.0011} ${0.004 + i * 0.002}" numOctaves="4" seed="${seed + i * 5}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${i === 1 ? '0 0 -3 0 1.6' : '-2.2 0 0 0 1.2'}"/><feGaussianBlur stdDeviation="${2 + i}"/><feComposite operator="in" in="SourceGraphic"/></filter>
      <rect width="100%" height="100%" fill="${t}" opacity="${0.85 - i * 0.15}" filter="url(#m${i})"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${base}"/>${flows}
    <defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sheen)"/></svg>`
}

const out = path.resolve('public/images/finishes')
mkdirSync(out, { recursive: true })
for (const f of finishes) {
  const master = await sharp(Buffer.from(svg(art[f.id])))
    .png()
    .toBuffer()
  for (const w of finishImageWidths) {
    const resized = sharp(master).resize(w, Math.round(w / finishImageAspect))
    await resized
      .clone()
      .webp({ quality: 72 })
      .toFile(path.join(out, `${f.id}-${w}.webp`))
    await resized
      .clone()
      .avif({ quality: 50, effort: 4 })
      .toFile(path.join(out, `${f.id}-${w}.avif`))
  }
  console.log(`rendered ${f.id}`)
}
