import { careers } from '../app/content/business'
import { photoLimits } from '../app/features/photos/limits'

/**
 * How much the host accepts from one client before any handler runs
 * (decision 012). Bodies are bounded per route class while they stream,
 * chunked or not; headers and slow clients are bounded by the HTTP server.
 */
export const serverLimits = {
  /** Node's default, made explicit: a request line and headers above this get 431. */
  maxHeaderBytes: 16 * 1024,
  maxHeadersCount: 100,
  /** Slowloris: the whole header block must arrive within this. */
  headersTimeoutMs: 15_000,
  /** The whole request, body included: 6 MB at ~0.5 Mbit/s, a weak mobile uplink. */
  requestTimeoutMs: 120_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
}

const KB = 1024
const MB = 1024 * KB

export type BodyLimit = { bytes: number; label: string }

/** A body allowed to be larger than this is spooled to disk while it streams (server/upload-spool.ts). */
export const spoolAbove = 1 * MB

/**
 * The spool is bounded by what it spends, disk and time, not by a count of slots (decision 012): a
 * count let a few slow senders hold every slot while sending nothing. An object, so a test can lower
 * a bound for the length of one test.
 */
export const spoolLimits = {
  /**
   * Bytes of spooled bodies on disk at once, counted as they arrive (not as declared, which costs a
   * sender nothing). Past it, the upload that would cross it gets 503 and Retry-After.
   */
  maxBytes: 1024 * MB,
  /**
   * Uploads one client address (IPv6 by its /64) may send at once; past it, 429 and Retry-After
   * before a byte is written. With the photo forms' 61 MB, one address holds a quarter of `maxBytes`
   * at most.
   */
  maxPerAddress: 4,
  /**
   * The floor rate: in every window an upload must bring at least this many bytes a second, or it is
   * shed with 408. 8 KB/s is 64 kbit/s, a fraction of the weakest phone uplink that could send a photo
   * within the request timeout; a sender slower than that only holds the server's time.
   */
  floorBytesPerSecond: 8 * KB,
  rateWindowMs: 10_000,
  /** How long a client refused for want of room is asked to wait. */
  retryAfterSeconds: 30,
}

/** JSON APIs and ordinary forms: far above any real message, far below harm. */
const SMALL: BodyLimit = { bytes: 64 * KB, label: '64 KB' }
/** A chat request carries the conversation so far (its own cap in app/features/chat). */
const CHAT: BodyLimit = { bytes: 256 * KB, label: '256 KB' }
/** The careers form carries a resume (5 MB at most) plus the other fields, as its action allows. */
const RESUME_BYTES = careers.resumeMaxBytes + 2 * MB
const RESUME: BodyLimit = { bytes: RESUME_BYTES, label: `${Math.round(RESUME_BYTES / MB)} MB` }

/** Forms that take up to 6 floor photos of 10 MB each, plus the fields. */
const PHOTOS: BodyLimit = { bytes: 61 * MB, label: '61 MB' }

/** The console's project, article and author forms carry one photo (decision 033), plus the fields. */
const CONTENT_PHOTO_BYTES = photoLimits.maxBytesEach + 1 * MB
const CONTENT_PHOTO: BodyLimit = {
  bytes: CONTENT_PHOTO_BYTES,
  label: `${Math.round(CONTENT_PHOTO_BYTES / MB)} MB`,
}

/** Route classes, first match wins; everything else is SMALL. */
const rules: Array<{ test: (path: string, multipart: boolean) => boolean; limit: BodyLimit }> = [
  { test: (p) => p === '/careers' || p === '/careers.data', limit: RESUME },
  { test: (p) => p === '/api/chat', limit: CHAT },
  // A Stripe event is a few KB (decision 041); the route checks the same bound.
  { test: (p) => p === '/api/stripe/webhook', limit: CHAT },
  {
    // Only a multipart body can carry photos; JSON and plain forms stay SMALL.
    test: (p, multipart) =>
      multipart &&
      (/^\/(contact|schedule)(\.data)?$/.test(p) ||
        p === '/api/bookings' ||
        /^\/booking\/[^/]+(\.data)?$/.test(p)),
    limit: PHOTOS,
  },
  {
    test: (p, multipart) =>
      multipart && /^\/admin\/content\/(projects|articles|authors)\/[^/]+(\.data)?$/.test(p),
    limit: CONTENT_PHOTO,
  },
]

export function bodyLimitFor(pathname: string, contentType = ''): BodyLimit {
  const multipart = /^multipart\/form-data/i.test(contentType)
  return rules.find((r) => r.test(pathname, multipart))?.limit ?? SMALL
}

export function tooLargeMessage(limit: BodyLimit) {
  return `What you sent is too large: this address accepts at most ${limit.label}. Please send less (a smaller attachment), then try again.`
}
