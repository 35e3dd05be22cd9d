import { randomUUID } from 'node:crypto'
import { createWriteStream, openAsBlob } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { data } from 'react-router'
import { uploadFolder } from './upload-folder.server'

/** A text field of a multipart form: far above any field we accept, far below harm. */
const FIELD_BYTES = 64 * 1024

/**
 * Reads a form body without trusting its size or type: a body over the limit
 * or one that is not a form is refused (never a 5xx).
 *
 * A multipart body is parsed as it streams. When the host spooled the request
 * (a form that may carry photos or a resume), each file is written to that
 * request's upload folder and handed on as a disk-backed File, so a 60 MB form
 * costs the process a few kilobytes of memory, however many arrive at once.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
): Promise<FormData | 'too-large' | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return 'too-large'
  if (!request.body) return null
  const type = request.headers.get('content-type') ?? ''
  try {
    if (/^multipart\/form-data/i.test(type)) return await readMultipart(request.body, type, maxBytes)
    const bytes = await readAll(request.body, maxBytes)
    if (bytes === 'too-large') return bytes
    return await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return null
  }
}

/** Ordinary forms (no files): the host's SMALL body class (server/limits.ts). */
const SMALL_FORM_BYTES = 64 * 1024

/**
 * The fields of a small form (the console's forms), or a 4xx the route's error
 * boundary shows: a body that is not a form (JSON, text/plain, no type, a broken
 * multipart) is a client's mistake, never a 5xx.
 */
export async function requireFormData(request: Request, maxBytes = SMALL_FORM_BYTES): Promise<FormData> {
  const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
    request.headers.get('content-type') ?? '',
  )
  if (isForm && !request.body) return new FormData()
  const form = isForm ? await readFormData(request, maxBytes) : null
  if (form === 'too-large') throw data('This form is too large to send.', { status: 413 })
  if (!form) {
    throw data('This request is not a form the page sent. Go back to the page and send it again.', {
      status: 415,
    })
  }
  return form
}

async function readAll(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return 'too-large' as const
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

function readMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  maxBytes: number,
): Promise<FormData | 'too-large' | null> {
  const folder = uploadFolder.getStore()
  const form = new FormData()
  const pending: Promise<void>[] = []
  let size = 0
  let tooLarge = false

  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file's name as raw UTF-8 ("Résumé José.pdf"); busboy's default reads latin1.
        defParamCharset: 'utf8',
        limits: { fieldSize: FIELD_BYTES, fields: 200, files: 20, parts: 250 },
      })
    } catch {
      return resolve(null) // no boundary, or not multipart after all
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
    source.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes && !tooLarge) {
        tooLarge = true
        source.destroy()
        resolve('too-large')
      }
    })
    parser.on('field', (name, value) => form.append(name, value))
    parser.on('file', (name, stream, info) => {
      const options = { type: info.mimeType }
      if (folder) {
        const file = path.join(folder, `part-${randomUUID()}`)
        pending.push(
          pipeline(stream, createWriteStream(file)).then(async () => {
            form.append(name, new File([await openAsBlob(file)], info.filename ?? '', options))
          }),
        )
      } else {
        // No upload folder (a direct call, not through the host): keep the bytes.
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        pending.push(
          new Promise<void>((done, fail) => {
            stream.on('end', () => {
              form.append(name, new File(chunks as Uint8Array<ArrayBuffer>[], info.filename ?? '', options))
              done()
            })
            stream.on('error', fail)
          }),
        )
      }
    })
    parser.on('close', () => {
      Promise.all(pending).then(
        () => resolve(tooLarge ? 'too-large' : form),
        () => resolve(null),
      )
    })
    parser.on('error', () => resolve(tooLarge ? 'too-large' : null))
    source.on('error', () => resolve(tooLarge ? 'too-large' : null))
    source.pipe(parser)
  })
}
