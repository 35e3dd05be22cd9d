/**
 * Personal links in mail (decision 024): a mail is stored with a mark where the
 * customer's booking page link goes, and the link itself is made only as the
 * mail leaves over SMTP. So the outbox, which every staff member reads and every
 * backup holds, never keeps a live link, and sending a mail again makes a new one.
 */

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const BOOKING_LINK = new RegExp(`\\[booking page link for ${uuid}\\]`, 'g')

/** Where a mail's booking page link goes: replaced by a fresh link each time the mail is sent. */
export const bookingLinkMark = (bookingId: string) => `[booking page link for ${bookingId}]`

/** The mail's text as it is sent: each mark replaced by a link `mint` makes for that booking. */
export async function fillSecretLinks(
  text: string,
  mint: (bookingId: string) => Promise<string>,
): Promise<string> {
  const marks = [...new Set(text.match(BOOKING_LINK) ?? [])]
  let out = text
  for (const mark of marks) {
    const link = await mint(mark.slice(mark.lastIndexOf(' ') + 1, -1))
    out = out.split(mark).join(link)
  }
  return out
}

/** The mail as staff read it in the outbox: the mark says what the customer got instead. */
export function describeSecretLinks(text: string): string {
  return text.replace(BOOKING_LINK, '[personal booking page link, made fresh each time this mail is sent]')
}
