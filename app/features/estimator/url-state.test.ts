import { describe, expect, it } from 'vitest'
import { worded } from '../../../tests/support/worded'
import { freshCookie, isFresh } from './fresh-mark'
import { estimateLinks, estimateQuery } from './params'
import { readEstimatorView } from './url-state'

// The view's refusals are codes; a visitor reads them worded, here in English (decision 039).
const view = (q: string) => worded(readEstimatorView(new URLSearchParams(q)))
const FULL = 'space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month'

describe('readEstimatorView', () => {
  it('shows the hero without a query', () => {
    expect(view('')).toEqual({ phase: 'hero' })
    expect(view('utm_source=mail')).toEqual({ phase: 'hero' })
    expect(view(`${FULL}&step=0`)).toEqual({ phase: 'hero' })
  })

  it('shows the results for five valid answers', () => {
    const v = view(FULL)
    expect(v.phase).toBe('results')
    if (v.phase !== 'results') return
    expect(v.request).toEqual({
      spaceType: 'patio',
      squareFootage: 1250,
      finishStyle: 'custom',
      zipcode: '30518',
      timeline: 'next-month',
    })
    expect([v.result.minTotal, v.result.maxTotal, v.result.estimatedDays]).toEqual([12994, 18288, 3])
  })

  it('opens a partial link at the first missing step and says the link is incomplete', () => {
    expect(view('space=garage&sqft=600')).toMatchObject({
      phase: 'form',
      step: 3,
      draft: { spaceType: 'garage', squareFootage: 600 },
      errors: {},
      incomplete: true,
    })
  })

  it('opens a bad link at the first wrong step with that field’s error', () => {
    expect(view('space=garage&sqft=99999&finish=storm-grey&zip=30518&timeline=later')).toMatchObject({
      phase: 'form',
      step: 2,
      errors: { squareFootage: expect.stringMatching(/100 to 5,000/) },
    })
    expect(view('space=garage&sqft=400&finish=storm-grey&zip=abcde&timeline=later')).toMatchObject({
      phase: 'form',
      step: 4,
      draft: { zipcode: 'abcde' },
      errors: { zipcode: 'Must be a valid 5-digit zipcode' },
      incomplete: false,
    })
  })

  it('drops a hostile value rather than echoing it as a choice', () => {
    const v = view('space=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(v).toMatchObject({ phase: 'form', step: 1, errors: { spaceType: 'Choose the type of space.' } })
    if (v.phase === 'form') expect(v.draft.spaceType).toBeUndefined()
  })

  it('keeps no more than 20 characters of a typed value', () => {
    const v = view(`space=garage&sqft=400&finish=custom&zip=${'9'.repeat(5000)}&timeline=later`)
    if (v.phase !== 'form') throw new Error('expected the form')
    expect(v.draft.zipcode).toHaveLength(20)
  })

  it('follows the step a no-JavaScript Next or Back asks for, never past a missing answer', () => {
    expect(view('space=garage&step=2')).toMatchObject({ phase: 'form', step: 2, incomplete: false })
    expect(view('space=garage&step=4')).toMatchObject({ phase: 'form', step: 2 })
    expect(view(`${FULL}&step=1`)).toMatchObject({ phase: 'form', step: 1, errors: {} })
    expect(view('step=1')).toMatchObject({ phase: 'form', step: 1, draft: {} })
  })

  it('reads the first of duplicated parameters and ignores unknown steps', () => {
    expect(view(`${FULL}&space=garage`).phase).toBe('results')
    expect(view(`${FULL}&step=9`).phase).toBe('results')
  })
})

describe('estimate links', () => {
  it('share one query between the estimate, the booking and the PDF', () => {
    const request = {
      spaceType: 'patio',
      squareFootage: 1250,
      finishStyle: 'custom',
      zipcode: '30518',
      timeline: 'next-month',
    } as const
    expect(estimateQuery(request)).toBe(FULL)
    expect(estimateLinks(request)).toEqual({
      self: `/estimator?${FULL}`,
      schedule: `/schedule?${FULL}`,
      quotePdf: `/estimator/quote.pdf?${FULL}`,
    })
  })
})

describe('the fresh-estimate mark', () => {
  it('names the estimate it was set for, and only that one', () => {
    const cookie = freshCookie(FULL).split(';')[0]
    expect(isFresh(`theme=dark; ${cookie}`, FULL)).toBe(true)
    expect(isFresh(cookie, FULL.replace('1250', '1300'))).toBe(false)
    expect(isFresh(null, FULL)).toBe(false)
    expect(isFresh('rr_estimate_fresh=%E0%A4%A', FULL)).toBe(false)
  })
})
