/**
 * The upload attacks of `npm run attack` (decisions 012 and 024): slow multipart bodies that hold the
 * host's spool slots, the customer booking page's photo cap under parallel adds, and its actions
 * posted in a burst. Each figure is read from outside: status codes, times, and what the booking
 * page then shows. Loopback only; every wait is bounded.
 */
import http from 'node:http'
import sharp from 'sharp'
import { jobRoles } from '../../app/content/job-roles'
import type { ReceivedMail } from '../../tests/support/smtp-sink'

type Row = (attack: string, answer: string, ok: boolean, figure?: string) => void

type Slow = { answer: Promise<{ status: number; ms: number } | null>; stop: () => void }

/**
 * A multipart upload that sends its headers and a first few bytes, then nothing more until
 * stopped: it holds whatever the server gives an upload in flight (a spool slot).
 */
function slowUpload(port: string, path: string, ip: string, waitMs: number): Slow {
  const began = performance.now()
  const req = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Transfer-Encoding': 'chunked',
      'X-Forwarded-For': ip,
      Accept: 'text/html',
    },
  })
  req.on('error', () => {})
  const answer = new Promise<{ status: number; ms: number } | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs)
    req.on('response', (res) => {
      clearTimeout(timer)
      res.resume()
      resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - began) })
    })
    req.on('close', () => {
      clearTimeout(timer)
      resolve(null)
    })
  })
  req.write('--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nslow')
  return { answer, stop: () => req.destroy() }
}

const tally = (values: (number | string)[]) =>
  [...new Set(values)].map((s) => `${values.filter((x) => x === s).length} × ${s}`).join(', ')

export async function uploadAttacks({
  base,
  row,
  mails,
}: {
  base: string
  row: Row
  /** What the server's SMTP client delivered (a loopback sink), to read the customer's link. */
  mails: ReceivedMail[]
}) {
  const { port } = new URL(base)
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a6a55' } })
    .jpeg()
    .toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms))

  const contactWithPhoto = (ip: string) => {
    const form = new FormData()
    form.set('name', 'Dana Visitor')
    form.set('email', 'dana.visitor@example.com')
    form.set('message', 'Garage floor, about 450 sq ft, a few oil stains.')
    form.append('photos', new File([jpeg], 'garage.jpg', { type: 'image/jpeg' }))
    return fetch(`${base}/contact`, {
      method: 'POST',
      body: form,
      headers: { Origin: base, Accept: 'text/html', 'X-Forwarded-For': ip },
    }).then(
      (r) => r.status,
      () => 0,
    )
  }
  const careersWithResume = (ip: string) => {
    const form = new FormData()
    form.set('role', jobRoles[0]?.id ?? '')
    form.set('name', 'Sam Applicant')
    form.set('email', 'sam.applicant@example.com')
    form.set('phone', '(470) 555-0199')
    form.append('resume', new File([pdf], 'resume.pdf', { type: 'application/pdf' }))
    return fetch(`${base}/careers`, {
      method: 'POST',
      body: form,
      headers: { Origin: base, Accept: 'text/html', 'X-Forwarded-For': ip },
    }).then(
      (r) => r.status,
      () => 0,
    )
  }

  // --- Bookings and the customer's links, as the customer gets them: by mail -----------------
  const month = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 7)
  const slots = (await (await fetch(`${base}/api/slots?month=${month}`)).json()) as {
    id: string
    status: string
  }[]
  const open = slots.filter((s) => s.status === 'available')
  /** Books an open block from `ip` and returns the booking page's URL from the customer's mail. */
  const bookingPage = async (email: string, ip: string) => {
    const slot = open.shift()
    if (!slot) return null
    await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({
        slot_id: slot.id,
        customer_name: 'Page Attack',
        customer_email: email,
        project_address: '1 Main St, Buford, GA 30518',
        project_size: 500,
      }),
    })
    for (let i = 0; i < 100; i++) {
      const mail = mails.find((m) => m.to.includes(email) && /\/booking\//.test(m.data))
      const token = mail?.data.replace(/=\r?\n/g, '').match(/\/booking\/([A-Za-z0-9_-]{43})/)?.[1]
      if (token) return `${base}/booking/${token}`
      await settle(100)
    }
    return null
  }
  const page = await bookingPage('page.attack@example.com', '198.51.100.10')
  if (!page) return row('a booking and its link by mail', 'none', false)
  const shown = async () => {
    const html = await (await fetch(page)).text()
    return {
      photos: Number(/Photos sent<\/dt><dd[^>]*>(\d+)</.exec(html)?.[1] ?? Number.NaN),
      notes: (html.match(/Burst note \d+<\/li>/g) ?? []).length,
    }
  }
  const add = (ip: string, parts: { note?: string; photos?: Buffer[] }, to = page) => {
    const form = new FormData()
    form.set('intent', 'add')
    form.set('note', parts.note ?? '')
    for (const [i, bytes] of (parts.photos ?? []).entries())
      form.append('photos', new File([new Uint8Array(bytes)], `floor-${i}.jpg`, { type: 'image/jpeg' }))
    return fetch(to, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { Origin: base, Accept: 'text/html', 'X-Forwarded-For': ip },
    }).then(
      (r) => r.status,
      () => 0,
    )
  }

  // --- Ten parallel adds of one photo each, from ten addresses -------------------------------
  const adds = await Promise.all(
    Array.from({ length: 10 }, (_, i) => add(`192.0.2.${100 + i}`, { photos: [jpeg] })),
  )
  const afterAdds = await shown()
  row(
    'ten parallel adds of one photo to one booking page',
    tally(adds),
    afterAdds.photos <= 6 && adds.every((s) => s < 500),
    `${afterAdds.photos} photos stored (the cap is 6)`,
  )

  // --- Slow multipart bodies to a booking page that does not exist ----------------------------
  const unknown = Array.from({ length: 16 }, (_, i) =>
    slowUpload(port, '/booking/x', `203.0.113.${20 + i}`, 3_000),
  )
  await settle()
  const duringUnknown = await contactWithPhoto('198.51.100.31')
  const unknownAnswers = await Promise.all(unknown.map((s) => s.answer))
  for (const s of unknown) s.stop()
  const answered = unknownAnswers.filter((a) => a !== null)
  row(
    '16 slow multipart bodies to /booking/x (16 addresses)',
    tally(unknownAnswers.map((a) => (a ? a.status : 'no answer in 3 s'))),
    answered.length === 16 && answered.every((a) => a.status === 404),
    answered.length
      ? `answered in ${Math.min(...answered.map((a) => a.ms))}–${Math.max(...answered.map((a) => a.ms))} ms; a photo form meanwhile: ${duringUnknown}`
      : `a photo form meanwhile: ${duringUnknown}`,
  )
  await settle(700)

  // --- Sixteen slow uploads from one address, and other visitors meanwhile -------------------
  const hog = Array.from({ length: 16 }, () => slowUpload(port, '/contact', '203.0.113.99', 2_000))
  await settle()
  const others = [
    await contactWithPhoto('198.51.100.41'),
    await careersWithResume('198.51.100.42'),
    await contactWithPhoto('198.51.100.43'),
  ]
  const hogAnswers = await Promise.all(hog.map((s) => s.answer))
  for (const s of hog) s.stop()
  row(
    '16 slow photo uploads from one address: what they got',
    tally(hogAnswers.map((a) => (a ? a.status : 'held open'))),
    hogAnswers.filter((a) => a === null).length < 16,
  )
  row(
    'other visitors meanwhile (contact + photo, careers + résumé, contact + photo)',
    others.join(', '),
    others.every((s) => s === 200),
  )
  await settle(700)

  // --- A contact form with six large photos from an address already over its form limit --------
  const noisy = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  const spender = '198.51.100.60'
  const plain: number[] = []
  for (let i = 0; i < 10; i++) {
    const form = new FormData()
    form.set('name', 'Dana Visitor')
    form.set('email', 'dana.visitor@example.com')
    form.set('message', `Message ${i} about a garage floor.`)
    plain.push(
      await fetch(`${base}/contact`, {
        method: 'POST',
        body: form,
        headers: { Origin: base, Accept: 'text/html', 'X-Forwarded-For': spender },
      }).then((r) => r.status),
    )
  }
  const heavy = new FormData()
  heavy.set('name', 'Dana Visitor')
  heavy.set('email', 'dana.visitor@example.com')
  heavy.set('message', 'One more, with six photos.')
  for (let i = 0; i < 6; i++)
    heavy.append('photos', new File([noisy], `floor-${i}.jpg`, { type: 'image/jpeg' }))
  const heavyStarted = performance.now()
  const refusedHeavy = await fetch(`${base}/contact`, {
    method: 'POST',
    body: heavy,
    headers: { Origin: base, Accept: 'text/html', 'X-Forwarded-For': spender },
  }).then((r) => r.status)
  const heavyMs = Math.round(performance.now() - heavyStarted)
  row(
    `11th contact form in an hour, one address, six ${(noisy.length / 1048576).toFixed(1)} MB photos`,
    `${tally(plain)}; then ${refusedHeavy}`,
    refusedHeavy === 429 && heavyMs < 1_500,
    `answered in ${heavyMs} ms`,
  )

  // --- One address keeps the photo decoder busy; another visitor sends one photo meanwhile ------
  const page2 = await bookingPage('decoder.attack@example.com', '198.51.100.11')
  if (!page2) return row('a second booking and its link by mail', 'none', false)
  const mid = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  const six = Array.from({ length: 6 }, () => mid)
  const decoderHog = Array.from({ length: 16 }, () => add('203.0.113.77', { photos: six }, page2))
  await settle(1_500)
  const visitorStarted = performance.now()
  const visitor = await contactWithPhoto('198.51.100.61')
  const visitorMs = Math.round(performance.now() - visitorStarted)
  const hogStatuses = await Promise.all(decoderHog)
  row(
    `16 parallel adds of six ${(mid.length / 1048576).toFixed(1)} MB photos, one address; a visitor's one-photo contact form 1.5 s in`,
    `${tally(hogStatuses)}; visitor ${visitor}`,
    visitor === 200,
    `the visitor answered in ${visitorMs} ms`,
  )

  // --- A burst of notes to the booking page -----------------------------------------------------
  const notes: number[] = []
  for (let i = 0; i < 30; i++) notes.push(await add(`192.0.2.${150 + i}`, { note: `Burst note ${i}` }))
  const afterNotes = await shown()
  row(
    '30 notes posted to one booking page (30 addresses)',
    tally(notes),
    notes.some((s) => s === 429),
    `${afterNotes.notes} notes shown on the page`,
  )
}
