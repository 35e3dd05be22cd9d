import { describe, expect, it } from 'vitest'
import { hasPdfHeader, resumeProblem, safeFilename } from './resume'
import { resumeMessages } from './schemas'

const bytes = (s: string) => new TextEncoder().encode(s)

describe('resume checks', () => {
  it('knows a PDF by its header, not its name', () => {
    expect(hasPdfHeader(bytes('%PDF-1.7\n...'))).toBe(true)
    expect(hasPdfHeader(bytes(`${' '.repeat(500)}%PDF-1.4`))).toBe(true) // header within the first 1024 bytes
    expect(hasPdfHeader(bytes(`${' '.repeat(1100)}%PDF-1.4`))).toBe(false)
    expect(hasPdfHeader(bytes('<html><body>resume</body></html>'))).toBe(false)
    expect(hasPdfHeader(bytes('%PDF'))).toBe(false)
  })

  it('names the problem: empty, too large, not a PDF', () => {
    expect(resumeProblem(new Uint8Array())).toBe(resumeMessages.empty)
    expect(resumeProblem(bytes('%PDF-1.7 and more'), 10)).toBe(resumeMessages.tooLarge)
    expect(resumeProblem(bytes('GIF89a'))).toBe(resumeMessages.notPdf)
    expect(resumeProblem(bytes('%PDF-1.7'))).toBeNull()
  })

  it('keeps a safe file name: no path, no control or markup characters, always .pdf', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd.pdf')
    expect(safeFilename('C:\\Users\\me\\My CV.pdf')).toBe('My CV.pdf')
    expect(safeFilename('<script>x</script>.pdf')).toBe('script.pdf')
    expect(safeFilename('..')).toBe('resume.pdf')
    expect(safeFilename('')).toBe('resume.pdf')
  })
})
