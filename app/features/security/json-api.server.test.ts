import { describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE, isJson, JSON_ONLY_MESSAGE, refuseUnlessJsonApi } from './json-api.server'

const post = (headers: Record<string, string>, url = 'http://localhost:3000/api/bookings') =>
  new Request(url, { method: 'POST', headers, body: '{}' })
const json = { 'Content-Type': 'application/json' }

describe('the JSON API guard', () => {
  it('lets a same-origin JSON request through', () => {
    expect(refuseUnlessJsonApi(post({ ...json, 'Sec-Fetch-Site': 'same-origin' }))).toBeNull()
    expect(refuseUnlessJsonApi(post({ ...json, 'Sec-Fetch-Site': 'same-site' }))).toBeNull()
    expect(refuseUnlessJsonApi(post({ ...json, 'Sec-Fetch-Site': 'none' }))).toBeNull()
    // A server or curl sends neither fetch metadata nor Origin.
    expect(refuseUnlessJsonApi(post(json))).toBeNull()
  })

  it('refuses what a third-party page can send without a preflight: text/plain, forms, no type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = refuseUnlessJsonApi(post({ 'Content-Type': type }))
      expect(res?.status).toBe(415)
      expect(res?.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res?.headers.get('accept')).toBe('application/json')
      expect(await res?.json()).toEqual({ error: JSON_ONLY_MESSAGE })
    }
    expect(refuseUnlessJsonApi(post({}))?.status).toBe(415)
  })

  it('reads the media type as HTTP does: any case, parameters, UTF-8 only', () => {
    expect(isJson('application/json')).toBe(true)
    expect(isJson('Application/JSON; charset=UTF-8')).toBe(true)
    expect(isJson('application/json;charset="utf-8"')).toBe(true)
    expect(isJson('application/json; charset=iso-8859-1')).toBe(false)
    expect(isJson('application/jsonp')).toBe(false)
    expect(isJson('text/json')).toBe(false)
    expect(isJson('application/vnd.api+json')).toBe(false)
    expect(isJson(null)).toBe(false)
  })

  it('refuses a request the browser marks as cross-site, even with the JSON type', async () => {
    const res = refuseUnlessJsonApi(
      post({ ...json, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }),
    )
    expect(res?.status).toBe(403)
    expect(await res?.json()).toEqual({ error: CROSS_SITE_MESSAGE })
    // Cross-site is refused before the type is looked at.
    expect(refuseUnlessJsonApi(post({ 'Sec-Fetch-Site': 'cross-site' }))?.status).toBe(403)
    // An unknown fetch-metadata value is not trusted.
    expect(refuseUnlessJsonApi(post({ ...json, 'Sec-Fetch-Site': 'elsewhere' }))?.status).toBe(403)
  })

  it('without fetch metadata, judges by Origin: the site, or the host the request was sent to', () => {
    expect(refuseUnlessJsonApi(post({ ...json, Origin: 'https://evil.example' }))?.status).toBe(403)
    expect(refuseUnlessJsonApi(post({ ...json, Origin: 'null' }))?.status).toBe(403)
    expect(refuseUnlessJsonApi(post({ ...json, Origin: 'http://localhost:3000.evil.example' }))?.status).toBe(
      403,
    )
    // SITE_URL defaults to http://localhost:3000.
    expect(refuseUnlessJsonApi(post({ ...json, Origin: 'http://localhost:3000' }))).toBeNull()
    const viaHost = post({ ...json, Origin: 'http://127.0.0.1:4123' }, 'http://127.0.0.1:4123/api/chat')
    expect(refuseUnlessJsonApi(viaHost)).toBeNull()
  })

  it('trusts fetch metadata over Origin', () => {
    expect(
      refuseUnlessJsonApi(
        post({ ...json, 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' }),
      ),
    ).toBeNull()
  })
})

describe('the booking API’s multipart allowance (photos from the booking dialog)', () => {
  const multipart = (headers: Record<string, string>) =>
    new Request('http://localhost/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...headers },
    })

  it('lets a same-site multipart post through only where it is allowed', () => {
    expect(
      refuseUnlessJsonApi(multipart({ 'Sec-Fetch-Site': 'same-origin' }), { alsoMultipart: true }),
    ).toBeNull()
    expect(refuseUnlessJsonApi(multipart({ 'Sec-Fetch-Site': 'same-origin' }))?.status).toBe(415)
  })

  it('still refuses a cross-site multipart post', () => {
    expect(
      refuseUnlessJsonApi(multipart({ 'Sec-Fetch-Site': 'cross-site' }), { alsoMultipart: true })?.status,
    ).toBe(403)
    expect(
      refuseUnlessJsonApi(multipart({ Origin: 'https://evil.example' }), { alsoMultipart: true })?.status,
    ).toBe(403)
  })
})
