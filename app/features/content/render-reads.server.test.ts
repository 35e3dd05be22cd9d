import { describe, expect, it } from 'vitest'
import { contentChanged, keptPer } from '~/content/live'
import { itemsWhere, recordRead, trackedList } from '~/content/reads'
import { changedReads, type Fingerprints, touches } from './fingerprints.server'
import { withReads } from './render-reads.server'

/** What a page's render notes of the content it reads, and what a change touches (decision 042). */

type Row = { id: string; group: string; words: string }
const rows = (): Row[] => [
  { id: 'a', group: 'x', words: 'one' },
  { id: 'b', group: 'y', words: 'two' },
  { id: 'c', group: 'x', words: 'three' },
]

const read = <T>(render: () => T) => withReads(async () => render())

describe('the reads a render notes', () => {
  it('a search that stops early depends on the items up to its find, a walk on the whole list', async () => {
    const list = trackedList('test-a', rows(), (r) => r.id, ['group'])
    const found = await read(() => list.find((r) => r.id === 'b')?.words)
    expect(found.value).toBe('two')
    expect(found.reads).toEqual(['test-a:a.id', 'test-a:b.id', 'test-a:b.words', 'test-a:upto:b'])
    const walked = await read(() => list.map((r) => r.words).join())
    expect(walked.reads).toContain('test-a:*')
    // Every item's field, kept as one key.
    expect(walked.reads).toContain('test-a:each.words')
    expect(walked.reads.filter((r) => r.startsWith('test-a:a.'))).toEqual([])
  })

  it('a group lookup depends on the group and what it reads of its items, not on the list', async () => {
    const list = trackedList('test-b', rows(), (r) => r.id, ['group'])
    const grouped = await read(() => itemsWhere(list, 'group', 'x').map((r) => r.words))
    expect(grouped.value).toEqual(['one', 'three'])
    expect(grouped.reads).toEqual(['test-b:a.words', 'test-b:c.words', 'test-b:group=x'])
  })

  it('outside a render nothing is noted and items are the plain objects', async () => {
    const items = rows()
    const list = trackedList('test-c', items, (r) => r.id)
    expect(list[0]).toBe(items[0])
    recordRead('facts')
    const inside = await read(() => list[0] === items[0])
    expect(inside.value).toBe(false)
  })
})

describe('what a change touches', () => {
  const fingerprints = (hashes: Record<string, string>, orders: Record<string, string[]>): Fingerprints => ({
    hashes,
    orders,
  })
  const before = fingerprints(
    { facts: '1', 'l:a.words': '1', 'l:b.words': '2', 'l:group=x': 'g1' },
    { l: ['a', 'b'] },
  )

  it('an item appended touches the walks and its group, not the searches that stopped before it', () => {
    const after = fingerprints(
      { facts: '1', 'l:a.words': '1', 'l:b.words': '2', 'l:c.words': '3', 'l:group=x': 'g2' },
      { l: ['a', 'b', 'c'] },
    )
    const changed = changedReads(before, after)
    expect(touches(['l:*'], changed)).toBe(true)
    expect(touches(['l:group=x'], changed)).toBe(true)
    expect(touches(['l:upto:b', 'l:b.words', 'facts'], changed)).toBe(false)
  })

  it('an item inserted before a find touches it; a field edit touches its readers only', () => {
    const inserted = changedReads(
      before,
      fingerprints({ ...before.hashes, 'l:0.words': '0' }, { l: ['0', 'a', 'b'] }),
    )
    expect(touches(['l:upto:b'], inserted)).toBe(true)
    const edited = changedReads(before, fingerprints({ ...before.hashes, 'l:a.words': '9' }, before.orders))
    expect(touches(['l:a.words'], edited)).toBe(true)
    expect(touches(['l:each.words'], edited)).toBe(true)
    expect(touches(['l:b.words', 'l:upto:b', 'l:*'], edited)).toBe(false)
    expect(
      touches(['facts'], changedReads(before, fingerprints({ ...before.hashes, facts: '2' }, before.orders))),
    ).toBe(true)
  })
})

describe('words kept per language', () => {
  it('are made once until the content changes, and every page that uses them notes their reads', async () => {
    let made = 0
    const words = keptPer((lang: string) => {
      made++
      recordRead('facts')
      return { greeting: `${lang}:${made}` }
    })
    const first = await read(() => words('es'))
    const second = await read(() => words('es'))
    expect(second.value).toBe(first.value)
    expect(made).toBe(1)
    // The second page did not make them, and still depends on what they were made from.
    expect(first.reads).toEqual(['facts'])
    expect(second.reads).toEqual(['facts'])
    expect((await read(() => words('en'))).value).toEqual({ greeting: 'en:2' })
    contentChanged()
    expect((await read(() => words('es'))).value).toEqual({ greeting: 'es:3' })
  })
})
