import { careers } from '~/content/business'
import { isCleanText } from '~/features/security/text'
import { resumeMessages } from './schemas'

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"
/** PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000-1, annex H). */
const HEADER_WINDOW = 1024

/** True when the bytes carry a PDF header, whatever the file was named. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, HEADER_WINDOW) - PDF_MAGIC.length
  for (let i = 0; i <= end; i++) {
    if (PDF_MAGIC.every((b, j) => bytes[i + j] === b)) return true
  }
  return false
}

/** The server's word on an uploaded resume: null when it is a PDF within the size limit. */
export function resumeProblem(bytes: Uint8Array, maxBytes: number = careers.resumeMaxBytes): string | null {
  if (bytes.length === 0) return resumeMessages.empty
  if (bytes.length > maxBytes) return resumeMessages.tooLarge
  if (!hasPdfHeader(bytes)) return resumeMessages.notPdf
  return null
}

/** A file name safe to store and to offer as a download: no path, no control characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = Array.from(base)
    .filter((ch) => isCleanText(ch) && !'"<>|:*?'.includes(ch))
    .join('')
    .trim()
    .slice(0, 120)
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'resume.pdf'
  return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`
}
