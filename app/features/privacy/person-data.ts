/** What is stored about one person, found by their email address (shown to the owner before erasing). */
export type PersonData = {
  email: string
  leads: { id: string; kind: string; createdAt: string; resume: boolean }[]
  bookings: { id: string; status: string; createdAt: string; blockStart: string | null }[]
  conversations: { id: string; createdAt: string; messages: number }[]
  /** Photos of the floor sent with their leads and bookings. */
  photos: number
  mails: number
}

export const isEmpty = (d: PersonData) =>
  !d.leads.length && !d.bookings.length && !d.conversations.length && !d.photos && !d.mails
