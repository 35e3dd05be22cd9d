/**
 * The portfolio's "installations this quarter" counter: it starts at
 * the figure of content/business/ and moves every few seconds. The steps come from a
 * small seeded generator so a given seed always gives the same run (testable,
 * and no Math.random() anywhere near render).
 */
export const counterIntervalMs = 5000

/** mulberry32: a tiny deterministic PRNG returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The next count: one or two more installs each tick, so the figure visibly changes every time. */
export function nextCount(current: number, random: () => number): number {
  return current + 1 + Math.floor(random() * 2)
}
