import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A PDF's text as a person's reader extracts it: poppler's `pdftotext -layout` (poppler-utils, which
 * `.ci/run` installs), one string. Unlike `pdfText`, it reads embedded fonts too.
 */
export function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
