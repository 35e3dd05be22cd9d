import { describe, expect, it } from 'vitest'
import { contactPrefill } from './prefill'

describe('contact prefill from the query string', () => {
  it('preselects a known interest and prefills the message', () => {
    expect(contactPrefill(new URLSearchParams('interest=commercial&message=%20Hello%20'))).toEqual({
      interest: 'commercial',
      message: 'Hello',
    })
  })

  it('ignores an unknown interest and cuts an over-long message to the limit', () => {
    const p = contactPrefill(new URLSearchParams({ interest: '../admin', message: 'x'.repeat(9000) }))
    expect(p.interest).toBeUndefined()
    expect(p.message).toHaveLength(5000)
    expect(contactPrefill(new URLSearchParams(''))).toEqual({})
  })
})
