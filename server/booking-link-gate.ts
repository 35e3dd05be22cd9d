import type { NextFunction, Request, Response } from 'express'
import { company } from '../app/content/business'
import type { Database } from '../app/db/client.server'
import { resolveBookingToken } from '../app/features/booking-page/booking-page.server'
import { refuseUnread } from './body-limit'

/** The customer's booking page and its data request: `/booking/<token>[.data]`. */
const BOOKING_PAGE = /^\/booking\/([^/]+?)(?:\.data)?$/

export const unknownBookingLinkMessage = `This booking link is unknown or has expired, so nothing you sent was received. Open the link in the latest email from us, or call us at ${company.phone}.`

/**
 * A post to a customer's booking page is read only when its token opens a live
 * booking (decision 024): the token is hashed and looked up as the page's own
 * loader does, before a byte of the body is read. Otherwise 404 and the
 * connection closes. Without this, anyone could spool 61 MB per request to
 * `/booking/x` and hold the host's upload slots (decision 012).
 */
export function bookingLinkFirst(db: Database) {
  return function bookingLinkGate(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'POST') return next()
    const match = BOOKING_PAGE.exec(req.path)
    if (!match) return next()
    let token: string
    try {
      token = decodeURIComponent(match[1] as string)
    } catch {
      token = ''
    }
    resolveBookingToken(db, token).then(
      (row) =>
        row ? next() : refuseUnread(req, res, next, { status: 404, message: unknownBookingLinkMessage }),
      next,
    )
  }
}
