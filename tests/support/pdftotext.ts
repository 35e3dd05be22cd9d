import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Poppler's `pdftotext` (poppler-utils, which `.ci/run` installs) over a PDF's bytes. */
function run(bytes: Uint8Array, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A PDF's text as a person's reader lays it out: `pdftotext -layout`, one string. */
export function pdftotext(bytes: Uint8Array): string {
  return run(bytes, ['-layout'])
}

/** A PDF's lines in reading order (`pdftotext` without layout), trimmed, blank ones left out. */
export function pdfLines(bytes: Uint8Array): string[] {
  return run(bytes, [])
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}
