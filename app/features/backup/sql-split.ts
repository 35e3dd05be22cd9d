/**
 * Splits a stream of SQL text into statements, chunk by chunk, so a restore
 * never holds more than one statement in memory. It knows the SQL a backup
 * holds: `'…'` strings (with `''`), `E'…'` strings (with backslash escapes),
 * `"…"` identifiers and `--` comments, which it hands back separately (the
 * backup's header and end marker are comments). Dollar quoting and block
 * comments are not produced by a backup and not understood here.
 */
/** A complete statement, trimmed, without its `;`, and the line of the input it starts on (from 1). */
export type SplitStatement = { text: string; line: number }

export class SqlSplitter {
  #parts: string[] = []
  #state: 'code' | 'string' | 'estring' | 'ident' | 'comment' = 'code'
  /** A quote just closed a string or identifier: a second one right after reopens it (escaped quote). */
  #closing = false
  /** A backslash in an E'' string: the next character is taken as it is. */
  #escaped = false
  /** The last character of code seen ('-' starts a comment when another follows; 'E' before a quote). */
  #last = ''
  #beforeLast = ''
  #comment: string[] = []
  readonly comments: string[] = []
  /** Newlines counted in the input so far, up to `#counted` in the current chunk. */
  #line = 1
  #counted = 0

  /** The line at position `at` of the current chunk (positions only move forward within a chunk). */
  #lineAt(chunk: string, at: number): number {
    for (let k = this.#counted; k < at; k++) if (chunk.charCodeAt(k) === 10) this.#line++
    this.#counted = at
    return this.#line
  }

  /** Feeds a chunk; returns the statements it completed (trimmed, without the `;`), with their lines. */
  push(chunk: string): SplitStatement[] {
    const done: SplitStatement[] = []
    this.#counted = 0
    let i = 0
    let start = 0
    const n = chunk.length
    const keep = (end: number) => {
      if (end > start) this.#parts.push(chunk.slice(start, end))
    }
    while (i < n) {
      if (this.#closing) {
        this.#closing = false
        const quote = this.#state === 'ident' ? '"' : "'"
        if (chunk[i] === quote) {
          i++
          continue
        }
        this.#state = 'code'
        this.#last = quote
        continue
      }
      switch (this.#state) {
        case 'string':
        case 'ident': {
          const quote = this.#state === 'ident' ? '"' : "'"
          const at = chunk.indexOf(quote, i)
          if (at < 0) {
            i = n
            break
          }
          i = at + 1
          this.#closing = true
          break
        }
        case 'estring': {
          if (this.#escaped) {
            this.#escaped = false
            i++
            break
          }
          let at = i
          while (at < n && chunk[at] !== "'" && chunk[at] !== '\\') at++
          if (at === n) {
            i = n
            break
          }
          i = at + 1
          if (chunk[at] === '\\') this.#escaped = true
          else {
            // In an E'' string, '' is an escaped quote too.
            this.#state = 'string'
            this.#closing = true
          }
          break
        }
        case 'comment': {
          const at = chunk.indexOf('\n', i)
          const end = at < 0 ? n : at
          this.#comment.push(chunk.slice(i, end))
          if (at < 0) {
            i = n
            start = n
            break
          }
          this.comments.push(this.#comment.join('').trim())
          this.#comment = []
          this.#state = 'code'
          this.#last = '\n'
          // The newline stays with the statement's text, so its lines still count.
          i = at + 1
          start = at
          break
        }
        case 'code': {
          const c = chunk[i]
          if (c === "'") {
            const isE = (this.#last === 'E' || this.#last === 'e') && !/[\w$]/.test(this.#beforeLast)
            this.#state = isE ? 'estring' : 'string'
          } else if (c === '"') {
            this.#state = 'ident'
          } else if (c === '-' && this.#last === '-') {
            // Drop the first '-' (already kept, perhaps in an earlier chunk) and read the comment.
            keep(i)
            this.#dropLastChar()
            this.#state = 'comment'
            this.#last = ''
            i++
            start = i
            continue
          } else if (c === ';') {
            keep(i)
            const raw = this.#parts.join('')
            const statement = raw.trim()
            this.#parts = []
            if (statement) {
              // The statement's first line: the `;`'s line, less the newlines between them.
              const before = raw.slice(0, raw.length - raw.trimStart().length)
              const newlines = (raw.match(/\n/g)?.length ?? 0) - (before.match(/\n/g)?.length ?? 0)
              done.push({ text: statement, line: this.#lineAt(chunk, i) - newlines })
            }
            i++
            start = i
            this.#last = ';'
            continue
          }
          this.#beforeLast = this.#last
          this.#last = c
          i++
          break
        }
      }
    }
    if (this.#state !== 'comment') keep(n)
    this.#lineAt(chunk, n)
    return done
  }

  #dropLastChar() {
    for (let p = this.#parts.length - 1; p >= 0; p--) {
      const part = this.#parts[p]
      if (part.length) {
        this.#parts[p] = part.slice(0, -1)
        return
      }
    }
  }

  /** The end of input: throws if a statement or string was left open (a cut-off file). */
  end(): void {
    if (this.#state === 'comment') {
      this.comments.push(this.#comment.join('').trim())
      this.#comment = []
      this.#state = 'code'
    }
    if (this.#closing) {
      this.#closing = false
      this.#state = 'code'
    }
    if (this.#state !== 'code') throw new SqlSplitError('The file ends inside a quoted value: it is cut off.')
    if (this.#parts.join('').trim())
      throw new SqlSplitError('The file ends in the middle of a statement: it is cut off.')
  }
}

export class SqlSplitError extends Error {}
