import { describe, expect, it } from 'vitest'
import { bookingLinkMark, describeSecretLinks, fillSecretLinks } from './secret-links'

const a = '0b6f7a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const b = '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0'

describe('secret links in mail', () => {
  it('fills each mark with a link minted for its booking, once per booking', async () => {
    const minted: string[] = []
    const text = `Your page: ${bookingLinkMark(a)}\nAgain: ${bookingLinkMark(a)}\nThe new one: ${bookingLinkMark(b)}`
    const out = await fillSecretLinks(text, async (id) => {
      minted.push(id)
      return `https://site.example/booking/token-${minted.length}`
    })
    expect(minted).toEqual([a, b])
    expect(out).toBe(
      'Your page: https://site.example/booking/token-1\nAgain: https://site.example/booking/token-1\nThe new one: https://site.example/booking/token-2',
    )
  })

  it('leaves a mail without marks alone, and mints nothing', async () => {
    let calls = 0
    const text = 'Hi Ann, [booking page link for not-a-uuid] and /booking/abc'
    expect(await fillSecretLinks(text, async () => `${++calls}`)).toBe(text)
    expect(calls).toBe(0)
  })

  it('tells staff what the customer received in place of the mark', () => {
    expect(describeSecretLinks(`Page: ${bookingLinkMark(a)}.`)).toBe(
      'Page: [personal booking page link, made fresh each time this mail is sent].',
    )
  })
})
