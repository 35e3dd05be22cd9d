import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as zm from 'zod/mini'
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, plainText } from './text'

const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
]

describe('isCleanText', () => {
  it('refuses every C0, DEL and C1 character on one line, and only tab, CR and LF are allowed on many', () => {
    for (const c of controls) {
      expect(isCleanText(`a${c}b`)).toBe(false)
      expect(isCleanText(`a${c}b`, 'multi-line')).toBe(c === '\t' || c === '\n' || c === '\r')
    }
  })

  it('refuses lone surrogates and keeps paired ones, accents, emoji and right-to-left text', () => {
    expect(isCleanText('a\ud800b')).toBe(false)
    expect(isCleanText('a\udc00')).toBe(false)
    expect(isCleanText('Zoë Ñúñez 😀 שלום \u200f')).toBe(true)
    // A replacement character is storable text (what invalid UTF-8 decodes to), not a control.
    expect(isCleanText('caf\ufffd')).toBe(true)
  })

  it('refuses noncharacters and the bidi overrides that turn a name around', () => {
    for (const c of ['\ufffe', '\uffff', '\ufdd0', '\u{1fffe}', '\u202e', '\u202a', '\u2066', '\u2069']) {
      expect([c, isCleanText(`Bob ${c}live`)]).toEqual([c, false])
      expect([c, isCleanText(`Bob ${c}live`, 'multi-line')]).toEqual([c, false])
    }
  })

  it('agrees with Unicode: any text without a Cc, Cs, noncharacter or bidi control is clean', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(isCleanText(s)).toBe(
          !/[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069]/u.test(s),
        )
      }),
    )
  })
})

describe('plainText', () => {
  it('is one check for classic Zod and zod/mini, with the field message', () => {
    const classic = z.string().trim().check(plainText())
    const mini = zm.string().check(zm.trim(), plainText('multi-line'))
    expect(classic.safeParse('hi\u0000x').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE)
    expect(classic.safeParse('  Dana  ').data).toBe('Dana')
    expect(mini.safeParse('line one\r\n\tline two').success).toBe(true)
    expect(mini.safeParse('hi\u0000x').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE)
  })
})
