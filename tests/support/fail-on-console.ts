import { format } from 'node:util'
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

/**
 * A test that makes code call `console.error` or `console.warn` fails, so a
 * React warning or a stray log line breaks CI instead of scrolling past (as in
 * the Epic Stack's test set-up). The server logs through pino (decision 030),
 * which writes nothing in tests, so any console line here is unexpected. A test
 * that expects one mocks it: `vi.spyOn(console, 'error').mockImplementation(() => {})`.
 */
let spies: MockInstance[] = []

beforeEach(() => {
  spies = (['error', 'warn'] as const).map((level) => {
    const original = console[level]
    return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original(...args)
      throw new Error(`console.${level} was called: ${format(...args).slice(0, 500)}`)
    })
  })
})

afterEach(() => {
  for (const spy of spies) spy.mockRestore()
})
