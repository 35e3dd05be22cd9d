import type { NextFunction, Request, Response } from 'express'
import type { Database } from '../app/db/client.server'
import { slotsResponse } from '../app/features/schedule/api.server'

/** How stale /api/slots may be on another app server (this one forgets at every write). */
export const SLOTS_CACHE_TTL_MS = 1_000

type Entry = { status: number; body: string; expires: number }

/**
 * GET /api/slots answered by the host from a per-month cache (decision 026):
 * the month's blocks are the hottest read of the site, and React Router's handler
 * costs more than the query. Correctness rules:
 * - every write request (any method but GET/HEAD) on this server clears the cache as its
 *   answer starts (after its commit, before the client can see it), so a booking made
 *   here is never hidden here;
 * - on other app servers an entry lives at most SLOTS_CACHE_TTL_MS, the bound on how
 *   long a booking made elsewhere can be hidden;
 * - the cache only serves reads: requesting a block always checks it in the database
 *   under a lock, so a stale read can never let two requests hold one block.
 * Concurrent misses for one month share one query.
 */
export function slotsCache(db: Database, ttlMs = SLOTS_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry>>()
  let generation = 0
  const invalidate = () => {
    generation++
    entries.clear()
    pending.clear()
  }

  async function load(url: URL, key: string): Promise<Entry> {
    const born = generation
    const response = await slotsResponse(db, url)
    const entry = { status: response.status, body: await response.text(), expires: Date.now() + ttlMs }
    // A write finished while this query ran: do not keep what it read.
    if (response.status === 200 && born === generation) entries.set(key, entry)
    return entry
  }

  return function slotsFromCache(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Forget as the answer starts: the write has committed by then, and the client may ask
      // again before 'finish' fires (it did, on PostgreSQL).
      const writeHead = res.writeHead
      res.writeHead = ((...args: Parameters<typeof writeHead>) => {
        invalidate()
        return writeHead.apply(res, args)
      }) as typeof writeHead
      return next()
    }
    if (req.path !== '/api/slots') return next()
    const url = new URL(req.originalUrl, 'http://host')
    const key = url.searchParams.get('month') ?? ''
    const hit = entries.get(key)
    const answer = (e: Entry) =>
      res
        .status(e.status)
        .set({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .send(e.body)
    if (hit && hit.expires > Date.now()) return void answer(hit)
    let inflight = pending.get(key)
    if (!inflight) {
      const mine: Promise<Entry> = load(url, key).finally(() => {
        if (pending.get(key) === mine) pending.delete(key)
      })
      inflight = mine
      pending.set(key, mine)
    }
    inflight.then(answer, next)
  }
}
