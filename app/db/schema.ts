import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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
    /** The estimator's inputs, range and valid-until date, when the visitor came from it. */
    estimate: jsonb('estimate'),
    /** Honeypot hits: stored, never holding a block, never shown as real. */
    isSpam: boolean('is_spam').notNull().default(false),
    sourcePage: text('source_page'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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

export type InstallationSlot = typeof installationSlots.$inferSelect
export type BookingRequest = typeof bookingRequests.$inferSelect
export type Lead = typeof leads.$inferSelect
export type ChatMessage = typeof chatMessages.$inferSelect
export type OutboxMail = typeof outbox.$inferSelect
