import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStreamParser, encodeChunk, parseStream, STREAM_DONE } from './stream-format'

const stream = (pieces: string[]) => pieces.map(encodeChunk).join('') + STREAM_DONE

/** Feeds `text` to a fresh parser cut at `cuts` and returns what it read. */
function readInChunks(text: string, cuts: number[]) {
  const parser = createStreamParser()
  const positions = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)
  const out: string[] = []
  let done = false
  let from = 0
  for (const at of [...positions, text.length]) {
    const r = parser.push(text.slice(from, at))
    out.push(...r.pieces)
    done ||= r.done
    from = at
  }
  const r = parser.end()
  out.push(...r.pieces)
  return { text: out.join(''), done: done || r.done }
}

describe('the chat stream parser', () => {
  it('reads the content of each data line and stops at [DONE]', () => {
    const body = `${stream(['Hey', ' there', '!'])}${encodeChunk(' ignored after done')}`
    expect(parseStream(body)).toEqual({ text: 'Hey there!', done: true })
  })

  it('ignores comment lines, blank lines, other fields and chunks without content', () => {
    const body = [
      ': keep-alive',
      '',
      'event: message',
      'data: {"choices":[{"delta":{"role":"assistant"}}]}',
      'data: {"choices":[{"delta":{"content":"Epoxy"}}]}',
      'id: 7',
      'data: {"choices":[]}',
      'data: {"choices":[{"delta":{"content":" rocks"}}]}',
      'data: [DONE]',
      '',
    ].join('\n')
    expect(parseStream(body)).toEqual({ text: 'Epoxy rocks', done: true })
  })

  it('handles CRLF line endings', () => {
    const body = 'data: {"choices":[{"delta":{"content":"a"}}]}\r\n\r\ndata: [DONE]\r\n'
    expect(parseStream(body)).toEqual({ text: 'a', done: true })
  })

  it('keeps a partial line until the rest arrives', () => {
    const parser = createStreamParser()
    const line = encodeChunk('Metallic copper')
    expect(parser.push(line.slice(0, 20))).toEqual({ pieces: [], done: false })
    expect(parser.push(line.slice(20))).toEqual({ pieces: ['Metallic copper'], done: false })
    expect(parser.push('data: [DO')).toEqual({ pieces: [], done: false })
    expect(parser.push('NE]\n')).toEqual({ pieces: [], done: true })
  })

  it('puts a malformed line back and completes it with the data that follows', () => {
    const parser = createStreamParser()
    expect(parser.push('data: {"choices":[{"delta":\n')).toEqual({ pieces: [], done: false })
    expect(parser.push('{"content":"joined"}}]}\n\n')).toEqual({ pieces: ['joined'], done: false })
  })

  it('drops a malformed line when a fresh data line follows, so the reply never stalls', () => {
    const body = `data: {not json\n${encodeChunk('next')}${STREAM_DONE}`
    expect(parseStream(body)).toEqual({ text: 'next', done: true })
  })

  it('reports a stream that ended without [DONE]', () => {
    expect(parseStream(encodeChunk('cut off'))).toEqual({ text: 'cut off', done: false })
  })

  it('reads a last line that has no newline when the body ends', () => {
    expect(parseStream(`${encodeChunk('x')}data: [DONE]`)).toEqual({ text: 'x', done: true })
  })

  it('gives the same text however a valid stream is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (pieces, cuts) => {
          const result = readInChunks(stream(pieces), cuts)
          expect(result).toEqual({ text: pieces.join(''), done: true })
        },
      ),
      { numRuns: 500 },
    )
  })
})
