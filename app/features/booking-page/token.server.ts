import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookingLinks, bookingRequests } from '~/db/schema'
import { siteUrl } from '~/env.server'
import { defaultLang, pathIn } from '~/i18n/lang'

/** 256 random bits, base64url: 43 characters, unguessable, and not the booking id. */
export function newBookingToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of the table opens no booking. */
export function hashBookingToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/**
 * A new personal link to a booking's page, for one mail. Each mail gets its
 * own token (only hashes are stored, so an old one cannot be shown again);
 * all of them stay valid until 30 days after the install.
 */
export async function mintBookingLink(
  db: Pick<Database, 'insert' | 'select'>,
  bookingId: string,
): Promise<string> {
  const token = newBookingToken()
  await db.insert(bookingLinks).values({ tokenHash: hashBookingToken(token), bookingId })
  const [booking] = await db
    .select({ language: bookingRequests.language })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, bookingId))
  // A booking's link opens its page in the language it was made in, as every page of that language
  // (decision 039).
  return `${siteUrl()}${pathIn(booking?.language ?? defaultLang, `/booking/${token}`)}`
}
