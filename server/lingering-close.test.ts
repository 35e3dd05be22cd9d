import { EventEmitter } from 'node:events'
import type { Request, Response } from 'express'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeAfterAnswer } from './lingering-close'

/**
 * The lingering close after a refused body (decision 012): the socket is closed once the client has
 * been quiet for half a second, or 5 s after the answer whatever it sends. Deadlines, so the clock is
 * the test's (decision 037); server/request-bounds.server.test.ts shows the same over real sockets.
 */
function refusedRequest() {
  const req = Object.assign(new EventEmitter(), {
    socket: { writable: true, end: vi.fn() } as unknown as Request['socket'],
    destroy: vi.fn(),
    resume: vi.fn(),
  })
  const res = Object.assign(new EventEmitter(), { setHeader: vi.fn() })
  closeAfterAnswer(req as unknown as Request, res as unknown as Response)
  res.emit('finish')
  return { req, res }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the lingering close after a refused body', () => {
  it('answers with Connection: close and reads on, dropping what comes', () => {
    const { req, res } = refusedRequest()
    expect(res.setHeader).toHaveBeenCalledWith('Connection', 'close')
    expect(req.resume).toHaveBeenCalled()
  })

  it('closes half a second after the client goes quiet, and not before', () => {
    const { req } = refusedRequest()
    vi.advanceTimersByTime(300)
    req.emit('data', Buffer.alloc(10))
    vi.advanceTimersByTime(499)
    expect(req.destroy).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(req.destroy).toHaveBeenCalledTimes(1)
  })

  it('closes 5 s after the answer however long the client keeps sending', () => {
    const { req } = refusedRequest()
    for (let t = 0; t < 4_800; t += 400) {
      vi.advanceTimersByTime(400)
      req.emit('data', Buffer.alloc(10))
    }
    expect(req.destroy).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(req.destroy).toHaveBeenCalledTimes(1)
  })

  it('closes at once when the client finishes its body', () => {
    const { req } = refusedRequest()
    req.emit('end')
    expect(req.destroy).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(req.destroy).toHaveBeenCalledTimes(1)
  })
})
