import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { langs } from '../i18n/locales'
import type { VisitSource } from './visit-source'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** Lead workflow shared by every kind of lead the staff work (issue: staff console). */
export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const

export const chatConversations = pgTable('chat_conversations', {
  id: id(),
  status: text('status', { enum: leadStatuses }).notNull().default('new'),
  /** Staff marked the conversation as spam (issue: staff console). */
  isSpam: boolean('is_spam').notNull().default(false),
  /** Where the visitor came from: first and last visit's utm_*, referrer, landing page. */
  source: jsonb('source').$type<VisitSource>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Hand-off to a person: where the request stands, and the details the visitor gave. */
  handoff: text('handoff', { enum: ['collecting', 'confirming', 'requested'] }),
  visitorName: text('visitor_name'),
  visitorEmail: text('visitor_email'),
  visitorPhone: text('visitor_phone'),
  /** When the visitor confirmed and the conversation became a lead. */
  handoffAt: timestamp('handoff_at', { withTimezone: true }),
  /**
   * The language Remy answers in: the page's where the conversation started, then the visitor's own
   * when a message is clearly in the other one; staff see it on a lead (decision 034).
   */
  language: text('language', { enum: langs }).notNull().default('en'),
})

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The visitor left before the reply finished; the partial text is kept. */
    incomplete: boolean('incomplete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
)

export const slotStatuses = ['available', 'pending', 'booked', 'unavailable'] as const

export const installationSlots = pgTable(
  'installation_slots',
  {
    id: id(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: slotStatuses }).notNull().default('available'),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('installation_slots_start_date_key').on(t.startDate),
    check(
      'installation_slots_status_check',
      sql`${t.status} in ('available', 'pending', 'booked', 'unavailable')`,
    ),
    check('installation_slots_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
)

export const bookingStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const
export const projectTypes = ['residential', 'commercial', 'industrial'] as const
export const preferredFinishes = ['metallic', 'flake', 'solid', 'custom'] as const

/**
 * A booking's deposit (decision 041): awaiting (held, Checkout open), paid, expired (the hold ended
 * unpaid), refunded in part or in full.
 */
export const depositStatuses = ['awaiting', 'paid', 'expired', 'refunded_partial', 'refunded_full'] as const
export type DepositStatus = (typeof depositStatuses)[number]

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: id(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => installationSlots.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    projectAddress: text('project_address').notNull(),
    projectSize: integer('project_size').notNull(),
    projectType: text('project_type', { enum: projectTypes }).notNull().default('residential'),
    preferredFinish: text('preferred_finish', { enum: preferredFinishes }),
    notes: text('notes'),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    /** Where staff are in working the customer (New → Contacted → Won or Lost), apart from the block. */
    leadStatus: text('lead_status', { enum: leadStatuses }).notNull().default('new'),
    /** The estimator's inputs, range and valid-until date, when the visitor came from it. */
    estimate: jsonb('estimate'),
    /** The published price book (its version) the booking's figures came from (decision 033). */
    priceBookVersion: integer('price_book_version'),
    /** Honeypot hits: stored, never holding a block, never shown as real. */
    isSpam: boolean('is_spam').notNull().default(false),
    sourcePage: text('source_page'),
    /** Where the visitor came from: first and last visit's utm_*, referrer, landing page. */
    source: jsonb('source').$type<VisitSource>(),
    /** A customer's request to move: the booking this one replaces once staff confirm it. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => bookingRequests.id),
    /** The language of the page the customer booked from; their mails and booking page are in it (decision 034). */
    language: text('language', { enum: langs }).notNull().default('en'),
    /**
     * The deposit (decision 041): null when the booking took none (payments off, or moved from a paid
     * booking, which carries its deposit here). Amounts in whole cents.
     */
    depositStatus: text('deposit_status', { enum: depositStatuses }),
    depositCents: integer('deposit_cents'),
    depositRefundedCents: integer('deposit_refunded_cents').notNull().default(0),
    checkoutSessionId: text('checkout_session_id'),
    /** When the hold ends unpaid: the Checkout Session's `expires_at`. */
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_requests_checkout_session_key').on(t.checkoutSessionId),
    index('booking_requests_deposit_expiry_idx')
      .on(t.checkoutExpiresAt)
      .where(sql`${t.depositStatus} = 'awaiting'`),
    check(
      'booking_requests_deposit_status_check',
      sql`${t.depositStatus} in ('awaiting', 'paid', 'expired', 'refunded_partial', 'refunded_full')`,
    ),
    check(
      'booking_requests_deposit_cents_check',
      sql`${t.depositCents} >= 0 and ${t.depositRefundedCents} >= 0 and ${t.depositRefundedCents} <= coalesce(${t.depositCents}, 0)`,
    ),
    // At most one active request per block: two visitors racing get one 201 and one 409.
    uniqueIndex('booking_requests_one_active_per_slot')
      .on(t.slotId)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.isSpam} = false`),
    index('booking_requests_created_idx').on(t.createdAt),
    check('booking_requests_size_check', sql`${t.projectSize} >= 100`),
    check(
      'booking_requests_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`,
    ),
  ],
)

export const leadKinds = ['contact', 'partner', 'job'] as const

/** Contact messages, partner applications and job applications. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind', { enum: leadKinds }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Every submitted field, as validated. */
    fields: jsonb('fields').notNull(),
    sourcePage: text('source_page').notNull(),
    isSpam: boolean('is_spam').notNull().default(false),
    resume: bytea('resume'),
    resumeFilename: text('resume_filename'),
    /** Where the visitor came from: first and last visit's utm_*, referrer, landing page. */
    source: jsonb('source').$type<VisitSource>(),
    /** The language of the page the visitor wrote from; their mails are in it (decision 034). */
    language: text('language', { enum: langs }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_kind_status_idx').on(t.kind, t.status),
    check('leads_kind_check', sql`${t.kind} in ('contact', 'partner', 'job')`),
  ],
)

export const mailStates = ['unsent', 'sent', 'failed'] as const

/** Every mail the site sends; without SMTP it stays here as 'unsent' for staff to read. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Attachments as { filename, contentType, content (base64) }. */
    attachments: jsonb('attachments').notNull().default([]),
    state: text('state', { enum: mailStates }).notNull().default('unsent'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** What the mail is about, e.g. 'lead' or 'booking', and its id. */
    relatedKind: text('related_kind'),
    relatedId: uuid('related_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
)

export const staffRoles = ['owner', 'staff'] as const
export const sessionPendingSteps = ['second-factor', 'enrol'] as const

/** Staff who sign in to /admin; the password is stored as an scrypt hash only. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Stored lower-cased so sign-in is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'owner' (the ADMIN_EMAIL account: manages the team) or 'staff' (decision 016). */
    role: text('role', { enum: staffRoles }).notNull().default('staff'),
    /** The owner lets this person edit and publish the site's content (decision 033); the owner always may. */
    contentEditor: boolean('content_editor').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    check('staff_accounts_role_check', sql`${t.role} in ('owner', 'staff')`),
  ],
)

/** Signed-in sessions; the cookie carries the id, signed. Sign-out ends the row, so a copied cookie dies with it. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * What the session still lacks (decision 038): null for a full session, 'second-factor' after a
     * right password on an account with a factor, 'enrol' when the team requires a factor the
     * account has not set up yet. A pending session opens only the page that completes it.
     */
    pending: text('pending', { enum: sessionPendingSteps }),
    /** When the password and a factor were last given in this session (re-authentication, decision 038). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_pending_check', sql`${t.pending} in ('second-factor', 'enrol')`),
  ],
)

/** The team's settings: one row (id 1); a missing row reads as the defaults (decision 038). */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every staff member needs a passkey or an authenticator app to sign in; on for new installs. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(true),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('team_settings_single_row', sql`${t.id} = 1`)],
)

/**
 * A staff member's authenticator app (RFC 6238, decision 038). Unconfirmed until a first code is
 * given; `lastStep` is the 30-second time step of the last code accepted, so a code is taken once.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  /** Base32; the app and the server both need it, so it cannot be hashed. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** One-use recovery codes: only a salted scrypt hash of each is kept (decision 038). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
)

/** A staff member's passkeys (WebAuthn credentials, decision 038). */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser reports it. */
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter: a clone shows itself by going back (0 = it keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_key').on(t.credentialId),
    index('staff_passkeys_staff_idx').on(t.staffId),
  ],
)

/**
 * WebAuthn challenges the server issued: each is taken (deleted) by the one response that answers
 * it, and refused after 5 minutes. A registration's challenge belongs to one account.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
  staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/**
 * Staff sign-in claims (decision 015): a row is written, under an advisory lock, before a password
 * is checked, and stays as the record of a failure; a success deletes that address's rows for the
 * account. Counted per address, per account and address, and per account, by every app server.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_sign_in_failures_email_idx').on(t.email, t.createdAt),
    index('staff_sign_in_failures_ip_idx').on(t.ip, t.createdAt),
  ],
)

export const staffSubjectKinds = ['lead', 'booking', 'chat', 'slot', 'mail', 'staff', 'invite'] as const

/** Staff notes on a lead, booking or conversation. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: staffSubjectKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_notes_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt)],
)

/** Every staff action: who, what, when, and on what. The email is copied so the record outlives the account. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind', { enum: staffSubjectKinds }),
    subjectId: uuid('subject_id'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    index('staff_actions_created_idx').on(t.createdAt),
  ],
)

// --- A team the owner manages (decision 016) ---

export const staffInvitePurposes = ['invite', 'reset'] as const

/**
 * One-use links to set a password: an invitation to join, or a reset the owner sent.
 * Only the SHA-256 of the token is stored; the token itself lives in the mail alone.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: staffInvitePurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The account a reset is for; null for an invitation. */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** Copied, so the record outlives the account that sent it. */
    invitedBy: text('invited_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    index('staff_invites_email_idx').on(t.email),
    check('staff_invites_purpose_check', sql`${t.purpose} in ('invite', 'reset')`),
  ],
)

export type StaffInvite = typeof staffInvites.$inferSelect

// ---- Remy by the book (decision 022): the chat's daily reply budget ----

/**
 * Replies given per day (America/New_York) for each address (IPv6 by /64) and,
 * under address '*', for the whole site. Reserved before a reply starts, so
 * every app server shares it and it survives a restart (decision 022).
 */
export const chatReplyBudget = pgTable(
  'chat_reply_budget',
  {
    day: date('day').notNull(),
    address: text('address').notNull(),
    replies: integer('replies').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.address] })],
)

// ── The customer's side (decision 024): the customer's booking page, photos, the crew's calendar feed ──

/**
 * Personal links to a booking's page. Only the SHA-256 of each token is kept; every
 * booking mail mints a fresh one, so each mail's link works until 30 days after the install.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_links_booking_idx').on(t.bookingId)],
)

/** Notes the customer added from their booking page. */
export const bookingCustomerNotes = pgTable(
  'booking_customer_notes',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_customer_notes_booking_idx').on(t.bookingId, t.createdAt)],
)

export const photoSubjectKinds = ['lead', 'booking'] as const

/** Photos of a floor sent with a lead or a booking: re-encoded, metadata stripped, with a thumbnail. */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: photoSubjectKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    thumb: bytea('thumb').notNull(),
    /** The upload's size before processing, for the record. */
    originalBytes: integer('original_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    check('photos_subject_kind_check', sql`${t.subjectKind} in ('lead', 'booking')`),
  ],
)

/** Each staff member's calendar subscription: only the SHA-256 of the feed token is kept. */
export const staffCalendarFeeds = pgTable(
  'staff_calendar_feeds',
  {
    staffId: uuid('staff_id')
      .primaryKey()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_calendar_feeds_token_key').on(t.tokenHash)],
)

export type InstallationSlot = typeof installationSlots.$inferSelect
export type BookingRequest = typeof bookingRequests.$inferSelect
export type Lead = typeof leads.$inferSelect
export type ChatMessage = typeof chatMessages.$inferSelect
export type OutboxMail = typeof outbox.$inferSelect
export type StaffAccount = typeof staffAccounts.$inferSelect
export type StaffAction = typeof staffActions.$inferSelect
export type StaffNote = typeof staffNotes.$inferSelect

// ─── Jobs (scheduled work in the server process) ─────────────────────────────────

export const jobRunStates = ['running', 'succeeded', 'failed'] as const

/**
 * One row per run of a scheduled job, keyed by the job's name and the time the run came due.
 * Inserting the row is the claim: only the app server whose insert went in runs it, so two
 * instances never run one twice (decision 017).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: jobRunStates }).notNull().default('running'),
    /** Claims of this run: above 1 when a run left unfinished by a crashed process was taken over. */
    attempts: integer('attempts').notNull().default(1),
    claimedBy: text('claimed_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did (counts, file names), shown to the owner. */
    detail: jsonb('detail').notNull().default({}),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.dueAt] }),
    index('job_runs_job_started_idx').on(t.job, t.startedAt),
    check('job_runs_state_check', sql`${t.state} in ('running', 'succeeded', 'failed')`),
  ],
)

export type JobRun = typeof jobRuns.$inferSelect

export type Photo = typeof photos.$inferSelect

// --- Content the owner edits (decision 033) ---

export const contentStatuses = ['published', 'unpublished'] as const

/**
 * The site's editable content, one row per item (the business facts, the price book, a job role...),
 * holding what is live now. `revision` counts every save of the item: a save names the revision it
 * was made from and is refused when another landed in between.
 */
export const contentItems = pgTable(
  'content_items',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    data: jsonb('data').notNull(),
    /**
     * Unpublished changes an editor saved (decision 033): never read by the public pages, cleared
     * by the publish that puts them live. An article's editor keeps its draft here.
     */
    draft: jsonb('draft'),
    revision: integer('revision').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check('content_items_status_check', sql`${t.status} in ('published', 'unpublished')`),
  ],
)

/**
 * Every revision of every item, the first (imported from the repository) included: who, when, what.
 * A price book's revisions are its numbered versions, which estimates, quotes and bookings name.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    revision: integer('revision').notNull(),
    status: text('status', { enum: contentStatuses }).notNull(),
    data: jsonb('data').notNull(),
    /** 'import' (the repository's content), 'publish', 'restore', 'unpublish', 'reorder'. */
    action: text('action').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_revisions_item_key').on(t.kind, t.key, t.revision)],
)

/** One row: bumped by every publish, so every app server learns that the content changed. */
export const contentState = pgTable(
  'content_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an editor last opened the Content console: every app server starts its render workers then,
     * so the publish that follows finds them warm (decision 046).
     */
    consoleOpenedAt: timestamp('console_opened_at', { withTimezone: true }),
  },
  (t) => [check('content_state_one_row', sql`${t.id} = 1`)],
)

/**
 * Pictures uploaded in the Content area (decision 033): decoded, turned upright and stripped of
 * metadata by the photo pipeline, then kept in the sizes and formats the finish artwork has. In the
 * database, so a backup carries them with the content that shows them.
 */
export const contentImages = pgTable('content_images', {
  id: id(),
  /** What the picture shows, for its alt text where the page has none of its own. */
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
})

export const contentImageFiles = pgTable(
  'content_image_files',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => contentImages.id, { onDelete: 'cascade' }),
    /** '480.avif', '960.webp' ...: the served file is /images/content/<image id>-<name>. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.name] })],
)

export const depositRefundStatuses = ['pending', 'succeeded', 'failed'] as const

/**
 * Refunds of a booking's deposit (decision 041): one row per refund asked of Stripe, under its own
 * idempotency key, so a retry never refunds twice. A refund Stripe refuses stays `failed` with
 * Stripe's message for staff; the booking counts only succeeded ones as refunded.
 */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** Why: cancelled-early, cancelled-late, declined, staff-full, block-taken (deposit.ts). */
    reason: text('reason').notNull(),
    status: text('status', { enum: depositRefundStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    stripeRefundId: text('stripe_refund_id'),
    /** Stripe's message when it refused the refund. */
    stripeMessage: text('stripe_message'),
    /** Who asked: a staff member's email, "the customer" or "the system". */
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_refunds_idempotency_key').on(t.idempotencyKey),
    index('deposit_refunds_booking_idx').on(t.bookingId, t.createdAt),
    check('deposit_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('deposit_refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
)
