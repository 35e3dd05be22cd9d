import { describe, expect, it } from 'vitest'
import { estimate } from '~/features/estimator/estimate'
import { estimateRecord, handoffPrefill, readHandoff } from './handoff'
import { projectWordsIn } from './project-words.server'

const params = (q: string) => new URLSearchParams(q)

describe('the estimator hand-off', () => {
  it('reads the five estimate inputs from the address', () => {
    expect(
      readHandoff(params('space=warehouse&sqft=2400&finish=gunmetal-flake&zip=30518&timeline=next-month')),
    ).toEqual({
      space: 'warehouse',
      sqft: 2400,
      finish: 'gunmetal-flake',
      zip: '30518',
      timeline: 'next-month',
    })
  })

  it('drops a bad zip or timeline but needs space, size and finish', () => {
    expect(readHandoff(params('space=garage&sqft=400&finish=custom&zip=abc&timeline=never'))).toEqual({
      space: 'garage',
      sqft: 400,
      finish: 'custom',
    })
    expect(readHandoff(params('space=garage&sqft=40&finish=custom'))).toBeNull()
    expect(readHandoff(params('space=castle&sqft=400&finish=custom'))).toBeNull()
    expect(readHandoff(params('month=2026-03'))).toBeNull()
  })

  it.each([
    ['garage', 'metallic-copper', 'residential', 'metallic'],
    ['patio', 'gunmetal-flake', 'residential', 'flake'],
    ['basement', 'storm-grey', 'residential', 'solid'],
    ['commercial', 'custom', 'commercial', 'custom'],
    ['warehouse', 'storm-grey', 'industrial', 'solid'],
  ] as const)('maps %s + %s to %s + %s', (space, finish, type, preferred) => {
    expect(handoffPrefill({ space, sqft: 650, finish })).toEqual({
      project_size: 650,
      project_type: type,
      preferred_finish: preferred,
    })
  })

  it('prices the estimate with the engine and locks it for 30 days', () => {
    const record = estimateRecord({ space: 'garage', sqft: 400, finish: 'metallic-copper' }, '2026-01-20')
    const engine = estimate({ spaceType: 'garage', squareFootage: 400, finishStyle: 'metallic-copper' })
    expect(record).toMatchObject({
      minTotal: engine.minTotal,
      maxTotal: engine.maxTotal,
      total: engine.total,
      estimatedDays: 2,
      validUntil: '2026-02-19',
    })
    expect(record.minTotal).toBe(3510)
    expect(projectWordsIn('en').estimate(record)).toBe('Garage · 400 sq ft · Metallic Copper · $3,510–$4,940')
    expect(projectWordsIn('es').estimate(record)).toBe('Garaje · 400 pies² · Cobre metálico · $3,510–$4,940')
  })
})
