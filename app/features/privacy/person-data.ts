/** The kinds of record an erasure changes, in the order the owner's list shows them. */
export const recordKinds = [
  'lead',
  'booking',
  'customer-note',
  'booking-link',
  'photo',
  'chat',
  'mail',
  'staff-note',
] as const

export type RecordKind = (typeof recordKinds)[number]

/** One record an erasure will change (or delete), as the owner sees it before confirming. */
export type ErasureRecord = {
  kind: RecordKind
  /** The record's id (for booking links: the booking's, as the links go together). */
  id: string
  /** When it was received or written (ISO). */
  at: string
  /** The person's name on it; for a mail, whom it went to. */
  name: string
  /** A short excerpt: the first words of a message, a mail's subject, a booking's block. */
  excerpt: string
  /** A lead's kind (contact, partner, job). */
  leadKind?: string
  /** A job application holds a résumé. */
  resume?: boolean
  /** Messages in a chat, links to a booking page: a change in them changes the list. */
  count?: number
}

/** What is stored about one person (shown to the owner before erasing). */
export type PersonData = {
  email: string
  /** Phone numbers on their records, searched for in chats and mails too (as written on the records). */
  phones: string[]
  records: ErasureRecord[]
  /**
   * A digest of the listed records: the owner's confirmation carries it, and the
   * erasure is refused if the records found then are not the ones listed (decision 018).
   */
  digest: string
}

export const isEmpty = (d: Pick<PersonData, 'records'>) => d.records.length === 0

/** The records counted the way the confirmation mail and the console say them. */
export function summarise(records: readonly ErasureRecord[]) {
  const of = (kind: RecordKind) => records.filter((r) => r.kind === kind)
  return {
    leads: of('lead').map((r) => ({ kind: r.leadKind ?? 'contact', resume: Boolean(r.resume) })),
    bookings: of('booking'),
    conversations: of('chat'),
    photos: of('photo').length,
    mails: of('mail').length,
    staffNotes: of('staff-note').length,
  }
}
