import { describe, expect, it } from 'vitest'
import { batched } from './batched'

describe('batched', () => {
  it('runs what arrives together as one batch, and what arrives meanwhile as the next', async () => {
    const batches: number[][] = []
    let release: () => void = () => {}
    const run = batched(async (items: number[]) => {
      batches.push(items)
      if (batches.length === 1) await new Promise<void>((r) => (release = r))
      return items.map((n) => n * 10)
    })
    const first = [1, 2, 3].map(run)
    await new Promise((r) => setImmediate(r))
    const later = [4, 5].map(run)
    release()
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50])
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
  })

  it('rejects every caller of a failed batch, and the next batch still runs', async () => {
    let calls = 0
    const run = batched(async (items: string[]) => {
      calls++
      if (calls === 1) throw new Error('the database went away')
      return items.map((s) => s.toUpperCase())
    })
    const failed = await Promise.allSettled([run('a'), run('b')])
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(await run('c')).toBe('C')
  })

  it('splits a burst larger than the largest batch', async () => {
    const sizes: number[] = []
    const run = batched(async (items: number[]) => {
      sizes.push(items.length)
      return items
    }, 4)
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => run(i)))).toHaveLength(10)
    expect(sizes).toEqual([4, 4, 2])
  })

  it('with a gathering time, keeps a batch open while calls keep arriving, and sends a lone call at once', async () => {
    const sizes: number[] = []
    const run = batched(
      async (items: number[]) => {
        sizes.push(items.length)
        return items
      },
      256,
      // Longer than the test may run: a lone call that waited it out would time the test out.
      { gatherMs: 60_000 },
    )
    // Ten calls, each a turn of the event loop after the last, as a burst's requests arrive.
    const calls: Promise<number>[] = []
    for (let i = 0; i < 10; i++) {
      calls.push(run(i))
      await new Promise((r) => setImmediate(r))
    }
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(sizes).toEqual([10])

    expect(await run(10)).toBe(10)
    expect(sizes).toEqual([10, 1])
  })

  it('without one, calls a turn apart go in batches of their own', async () => {
    const sizes: number[] = []
    const run = batched(async (items: number[]) => {
      sizes.push(items.length)
      return items
    })
    const calls: Promise<number>[] = []
    for (let i = 0; i < 4; i++) {
      calls.push(run(i))
      await new Promise((r) => setImmediate(r))
      await new Promise((r) => setImmediate(r))
    }
    await Promise.all(calls)
    expect(sizes.length).toBeGreaterThan(1)
  })
})
