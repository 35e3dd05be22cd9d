/**
 * What `npm run fonts:subset` (scripts/subset-fonts.ts) needs to cut the headline face (decision 032):
 * the characters of the site's copy, and a font's line metrics and widths read from its tables.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { localeList } from '../app/i18n/locales'

/**
 * The Latin subset of @fontsource/fraunces, as its own `unicode-range` gives it, less the control
 * characters (U+0000-001F, U+007F-009F), which are never drawn.
 */
export const LATIN_RANGE = parseUnicodeRange(
  'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
)

/**
 * Printable ASCII and the no-break space, and every other character of the copy: app/content (the seed of what the owner edits)
 * and the markup of every component and route (`.tsx`), tests left out. Sorted code points.
 */
const pseudoCatalogs = localeList.filter((l) => 'pseudo' in l).map((l) => path.join('app/content', l.lang))

export function copyCharacters(root: string): number[] {
  const found = new Set<number>()
  for (let c = 0x20; c <= 0x7e; c++) found.add(c)
  found.add(0xa0) // a no-break space draws nothing, but a heading with one would fetch the whole file
  const walk = (dir: string, content: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      // The pseudo-locale's catalog is never served to visitors: its accents need no glyphs (decision 039).
      if (entry.isDirectory() && pseudoCatalogs.includes(path.relative(root, full))) continue
      if (entry.isDirectory()) walk(full, content || full === path.join(root, 'app/content'))
      else if (/\.test\./.test(entry.name)) continue
      else if (entry.name.endsWith('.tsx') || (content && /\.(ts|md|json)$/.test(entry.name))) {
        for (const ch of readFileSync(full, 'utf8')) {
          const c = ch.codePointAt(0) ?? 0
          if (c > 0x7e && c !== 0xfeff) found.add(c)
        }
      }
    }
  }
  walk(path.join(root, 'app'), false)
  return [...found].sort((a, b) => a - b)
}

/** `U+20-7E, U+A9` → [0x20, ..., 0x7e, 0xa9]. */
export function parseUnicodeRange(range: string): number[] {
  const out: number[] = []
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let c = Number.parseInt(from, 16); c <= Number.parseInt(to, 16); c++) out.push(c)
  }
  return out
}

/** Sorted code points → `U+20-7E, U+A9`, runs joined. */
export function toUnicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const parts: string[] = []
  const hex = (c: number) => c.toString(16).toUpperCase()
  for (let i = 0; i < sorted.length; ) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`)
    i = j + 1
  }
  return parts.join(', ')
}

/** Headline words of the site, for a mean glyph width weighted the way headings use letters. */
export const WIDTH_SAMPLE =
  'Premium Epoxy & Metallic Floors in Metro Atlanta. Know Before You Pour. Why Epoxy Outlasts Tile, Paint and Polished Concrete. Book Your Install Weekend. Garage Floor Prep: Why the Grind Decides'

export type FontMetrics = {
  unitsPerEm: number
  /** hhea ascender, descender (positive, below the baseline) and line gap, in font units. */
  ascent: number
  descent: number
  lineGap: number
  /** Mean advance width of WIDTH_SAMPLE's characters, in font units. */
  meanAdvance: number
  has: (codePoint: number) => boolean
}

/** Line metrics and widths of a TrueType/OpenType font (an sfnt, not woff2). */
export function fontMetrics(sfnt: Buffer): FontMetrics {
  const tables = new Map<string, number>()
  const numTables = sfnt.readUInt16BE(4)
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i
    tables.set(sfnt.toString('latin1', record, record + 4), sfnt.readUInt32BE(record + 8))
  }
  const table = (tag: string) => {
    const offset = tables.get(tag)
    if (offset === undefined) throw new Error(`font has no ${tag} table`)
    return offset
  }
  const unitsPerEm = sfnt.readUInt16BE(table('head') + 18)
  const hhea = table('hhea')
  const numberOfHMetrics = sfnt.readUInt16BE(hhea + 34)
  const hmtx = table('hmtx')
  const advance = (glyph: number) => sfnt.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1))
  const glyphOf = cmap(sfnt, table('cmap'))
  const sample = [...WIDTH_SAMPLE].map((ch) => ch.codePointAt(0) ?? 0)
  return {
    unitsPerEm,
    ascent: sfnt.readInt16BE(hhea + 4),
    descent: -sfnt.readInt16BE(hhea + 6),
    lineGap: sfnt.readInt16BE(hhea + 8),
    meanAdvance: sample.reduce((sum, c) => sum + advance(glyphOf(c)), 0) / sample.length,
    has: (c) => glyphOf(c) !== 0,
  }
}

/** The Unicode cmap (format 12, else format 4) as a lookup; 0 is the missing glyph. */
function cmap(sfnt: Buffer, offset: number): (codePoint: number) => number {
  const count = sfnt.readUInt16BE(offset + 2)
  const subtables: { format: number; at: number }[] = []
  for (let i = 0; i < count; i++) {
    const record = offset + 4 + 8 * i
    const platform = sfnt.readUInt16BE(record)
    const encoding = sfnt.readUInt16BE(record + 2)
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) {
      const at = offset + sfnt.readUInt32BE(record + 4)
      subtables.push({ format: sfnt.readUInt16BE(at), at })
    }
  }
  const f12 = subtables.find((s) => s.format === 12)
  if (f12) {
    const groups = sfnt.readUInt32BE(f12.at + 12)
    return (c) => {
      for (let g = 0; g < groups; g++) {
        const at = f12.at + 16 + 12 * g
        const start = sfnt.readUInt32BE(at)
        if (c >= start && c <= sfnt.readUInt32BE(at + 4)) return sfnt.readUInt32BE(at + 8) + c - start
      }
      return 0
    }
  }
  const f4 = subtables.find((s) => s.format === 4)
  if (!f4) throw new Error('font has no Unicode cmap')
  const segments = sfnt.readUInt16BE(f4.at + 6) / 2
  const ends = f4.at + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const rangeOffsets = deltas + 2 * segments
  return (c) => {
    for (let s = 0; s < segments; s++) {
      if (c > sfnt.readUInt16BE(ends + 2 * s)) continue
      const start = sfnt.readUInt16BE(starts + 2 * s)
      if (c < start) return 0
      const delta = sfnt.readInt16BE(deltas + 2 * s)
      const rangeOffset = sfnt.readUInt16BE(rangeOffsets + 2 * s)
      if (rangeOffset === 0) return (c + delta) & 0xffff
      const glyph = sfnt.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start))
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
}
