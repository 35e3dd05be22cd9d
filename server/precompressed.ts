import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to send, of those kept ready: the one the client rates highest
 * (brotli on a tie), never one it rates `q=0` (`br;q=0`, or `*;q=0` with br
 * unnamed). Null: send the body as it is.
 */
export function encodingFor(req: Request): Encoding | null {
  const q = acceptedCodings(String(req.headers['accept-encoding'] ?? ''))
  const rate = (coding: Encoding) => q.get(coding) ?? q.get('*') ?? 0
  const br = rate('br')
  const gzip = rate('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}

/** `gzip, br;q=0.5` → { gzip: 1, br: 0.5 } (RFC 9110 §12.5.3). */
export function acceptedCodings(header: string): Map<string, number> {
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    if (!name) continue
    const weight = params.find((p) => p.startsWith('q='))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    q.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0)
  }
  return q
}

/**
 * Brotli 11 and gzip 9 (`max`), the smallest each format makes: paid once, sent many
 * times, for the build's fixed set of files. `fast` (brotli 5, gzip 6) for pages a
 * visitor's query made: at 11 a new cached page cost ~80 ms of blocked event loop on
 * its first hit, and unique URLs are free to send.
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'max' | 'fast' = 'max'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: effort === 'max' ? 9 : 6 })
}

/**
 * A body sent as-is to every client, compressed once per encoding on first use.
 * Setting Content-Encoding here makes the compression middleware leave it alone.
 */
export function sendCompressed(
  req: Request,
  res: Response,
  body: Buffer,
  variants: Map<Encoding, Buffer>,
  effort: 'max' | 'fast' = 'max',
): void {
  res.setHeader('Vary', 'Accept-Encoding')
  const encoding = body.length > 1024 ? encodingFor(req) : null
  if (!encoding) {
    sendWithTag(req, res, body)
    return
  }
  let compressed = variants.get(encoding)
  if (!compressed) {
    compressed = compress(body, encoding, effort)
    variants.set(encoding, compressed)
  }
  res.setHeader('Content-Encoding', encoding)
  sendWithTag(req, res, compressed)
}

const tags = new WeakMap<Buffer, string>()

/**
 * `res.send` with the body's ETag worked out once per body, as Express's own `etag fn` makes it:
 * Express hashed the same page on every request, a sha1 of every byte sent (decision 043).
 */
function sendWithTag(req: Request, res: Response, body: Buffer) {
  const make = req.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined
  if (make && !res.getHeader('ETag')) {
    let tag = tags.get(body)
    if (tag === undefined) {
      tag = make(body) ?? ''
      tags.set(body, tag)
    }
    if (tag) res.setHeader('ETag', tag)
  }
  res.send(body)
}

/**
 * Hashed assets as the build wrote them precompressed (`<file>.br`, `<file>.gz`, by
 * scripts/postbuild.ts): the bytes on the wire are brotli 11 (DESIGN.md budgets count
 * them), and no asset is compressed per request.
 */
export function precompressedAssets(assetsDir: string) {
  const files = new Set<string>()
  try {
    for (const name of readdirSync(assetsDir)) {
      if (statSync(path.join(assetsDir, name)).isFile()) files.add(name)
    }
  } catch {}
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    if (!files.has(name)) return next()
    const encoding = encodingFor(req)
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null
    if (!suffix || !files.has(name + suffix)) return next()
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Content-Encoding', encoding as string)
    res.type(path.extname(name))
    res.sendFile(path.join(assetsDir, name + suffix), assetFileOptions)
  }
}

/**
 * A hashed asset never changes under its name: cached for a year as immutable, so
 * validators (ETag, Last-Modified) and ranges would only add bytes to each answer.
 */
export const assetFileOptions = {
  maxAge: '1y',
  immutable: true,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const

/** File types worth compressing (images and fonts already are). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/
