import { company } from '~/content/business'
import { dialable } from '~/content/facts-and-prices'

/** What a contact card holds. */
export type VCardInput = {
  name: string
  organization: string
  title: string
  email: string
  phone?: string
  url?: string
  note?: string
  /** A JPEG portrait, base64: vCard 4.0 carries it as a data URI (RFC 6350 §6.2.4). */
  photoJpegBase64?: string
}

/** RFC 6350 §3.4: backslash, comma, semicolon and newlines are escaped in text values. */
export function escapeVCardText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n')
}

/** RFC 6350 §3.2: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const out: string[] = []
  let current = ''
  let bytes = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
    const limit = out.length === 0 ? 75 : 74
    if (bytes + size > limit) {
      out.push(current)
      current = ''
      bytes = 0
    }
    current += ch
    bytes += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** A vCard 4.0 (RFC 6350) with CRLF line endings. */
export function buildVCard(c: VCardInput): string {
  const words = c.name.trim().split(/\s+/)
  const family = words.length > 1 ? words[words.length - 1] : c.name
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : ''
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeVCardText(c.name)}`,
    `N:${escapeVCardText(family)};${escapeVCardText(given)};;;`,
    `ORG:${escapeVCardText(c.organization)}`,
    `TITLE:${escapeVCardText(c.title)}`,
    `EMAIL;TYPE=work:${c.email}`,
  ]
  if (c.phone) lines.push(`TEL;VALUE=uri;TYPE="work,voice":tel:${c.phone}`)
  if (c.url) lines.push(`URL:${c.url}`)
  if (c.note) lines.push(`NOTE:${escapeVCardText(c.note)}`)
  // One long line, folded at 75 octets like every other: the data URI has no text to escape.
  if (c.photoJpegBase64) lines.push(`PHOTO:data:image/jpeg;base64,${c.photoJpegBase64}`)
  lines.push('END:VCARD')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** An author's card: the same file whether the browser builds it or the server sends it. */
export function authorVCard(
  author: {
    name: string
    role: string
    email: string
    phone?: string
    linkedin?: string
    bio?: string
  },
  photoJpegBase64?: string,
): VCardInput {
  return {
    name: author.name,
    organization: company.name,
    title: author.role,
    email: author.email,
    // The author's own line when the console gives one, else the business's.
    phone: author.phone ? dialable(author.phone) : company.phoneHref.replace(/^tel:/, ''),
    url: author.linkedin,
    note: author.bio,
    ...(photoJpegBase64 ? { photoJpegBase64 } : {}),
  }
}
