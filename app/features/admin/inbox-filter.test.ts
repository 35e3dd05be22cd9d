import { describe, expect, it } from 'vitest'
import { inboxQuery, parseInboxFilter } from './inbox-filter'

describe('parseInboxFilter', () => {
  it('defaults to the whole inbox, first page', () => {
    expect(parseInboxFilter(new URLSearchParams(''))).toEqual({
      ok: true,
      filter: { view: 'inbox', page: 1 },
    })
    expect(parseInboxFilter(new URLSearchParams('kind=all&status=all'))).toEqual({
      ok: true,
      filter: { view: 'inbox', page: 1 },
    })
  })

  it('reads kind, status, view and page, and round-trips through the query', () => {
    const result = parseInboxFilter(new URLSearchParams('kind=booking&status=contacted&view=stale&page=2'))
    expect(result).toEqual({
      ok: true,
      filter: { kind: 'booking', status: 'contacted', view: 'stale', page: 2 },
    })
    if (result.ok) expect(inboxQuery(result.filter)).toBe('?kind=booking&status=contacted&view=stale&page=2')
  })

  it('refuses unknown values by name', () => {
    expect(parseInboxFilter(new URLSearchParams('kind=<script>'))).toEqual({
      ok: false,
      error: 'Unknown kind in the inbox filter.',
    })
    expect(parseInboxFilter(new URLSearchParams('page=-1')).ok).toBe(false)
    expect(parseInboxFilter(new URLSearchParams("status=new' or 1=1")).ok).toBe(false)
  })
})
