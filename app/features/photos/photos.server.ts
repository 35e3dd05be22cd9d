import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { type photoSubjectKinds, photos } from '~/db/schema'
import { withoutControls } from '~/features/attribution/source'
import { refusal } from '~/features/forms/refusal'
import { PHOTO_FIELD, photoLimits } from './limits'
import { NotAPicture, type ProcessedPhoto, processPhoto } from './process.server'

export type PhotoSubject = { kind: (typeof photoSubjectKinds)[number]; id: string }

export type PreparedPhotos = { ok: true; photos: ProcessedPhoto[] } | { ok: false; error: string }

type Db = Pick<Database, 'select' | 'insert'>

const MB = 1024 * 1024
const shownName = (name: string) =>
  `“${withoutControls(name).replace(/["“”]/g, '').slice(0, 80) || 'unnamed file'}”`

/**
 * The files a form posted in its photo field, removed from the form data so
 * validation and the reply never carry file contents. A picker left empty
 * posts one nameless empty file: it is dropped here.
 */
export function takePhotoFiles(formData: FormData): File[] {
  const files = formData
    .getAll(PHOTO_FIELD)
    .filter((v): v is File => typeof v === 'object' && v !== null && 'arrayBuffer' in v)
    .filter((f) => f.size > 0 || f.name !== '')
  formData.delete(PHOTO_FIELD)
  return files
}

/** What the photo checks refuse with: codes each language words (decision 039). */
const photoMessages = {
  tooMany: (max: number) => refusal('photos.tooMany', { max }),
  full: (max: number) => refusal('photos.full', { max }),
  room: (room: number, max: number) => refusal('photos.room', { room, max }),
  tooLarge: (name: string, mb: number) => refusal('photos.tooLarge', { name, mb }),
  empty: (name: string) => refusal('photos.empty', { name }),
  notAPicture: (name: string) => refusal('photos.notAPicture', { name }),
}

/** What a lead or booking with `room` places left says when more are sent. */
export function photoRoomMessage(room: number): string {
  const say = photoMessages
  const max = photoLimits.maxPhotos
  return room >= max ? say.tooMany(max) : room <= 0 ? say.full(max) : say.room(room, max)
}

/**
 * Checks and processes uploads before anything is stored, so a bad file is
 * refused with a message for the field and the rest of the form is kept.
 * `room` is how many more photos the lead or booking may take; `client` is the
 * sender's address key (the load context's `ip`), whose share of the decoder
 * the photos wait for (decision 024).
 */
export async function preparePhotos(
  files: readonly File[],
  { room = photoLimits.maxPhotos, client }: { room?: number; client?: string } = {},
): Promise<PreparedPhotos> {
  const say = photoMessages
  if (files.length > room) return { ok: false, error: photoRoomMessage(room) }
  // Sizes first, for every file: a batch refused for one of them decodes none.
  for (const file of files) {
    if (file.size > photoLimits.maxBytesEach) {
      return {
        ok: false,
        error: say.tooLarge(shownName(file.name), photoLimits.maxBytesEach / MB),
      }
    }
    if (file.size === 0) return { ok: false, error: say.empty(shownName(file.name)) }
  }
  const out: ProcessedPhoto[] = []
  for (const file of files) {
    try {
      out.push(await processPhoto(new Uint8Array(await file.arrayBuffer()), client))
    } catch (e) {
      if (!(e instanceof NotAPicture)) throw e
      return { ok: false, error: say.notAPicture(shownName(file.name)) }
    }
  }
  return { ok: true, photos: out }
}

/** How many photos a lead or booking already holds. */
export async function photoCount(db: Pick<Database, 'select'>, subject: PhotoSubject): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.subjectKind, subject.kind), eq(photos.subjectId, subject.id)))
  return Number(row?.n ?? 0)
}

/**
 * Stores photos with a lead or booking; any form action can call it. Given
 * raw files it checks and processes them first (counting the photos already
 * stored); given `preparePhotos`' result it stores it as is.
 */
export async function storePhotos(
  db: Db,
  files: readonly File[] | readonly ProcessedPhoto[],
  subject: PhotoSubject,
): Promise<{ ok: true; ids: string[] } | { ok: false; error: string }> {
  if (!files.length) return { ok: true, ids: [] }
  let ready: ProcessedPhoto[]
  if (isProcessed(files[0])) {
    ready = files as ProcessedPhoto[]
  } else {
    const room = photoLimits.maxPhotos - (await photoCount(db, subject))
    const prepared = await preparePhotos(files as File[], { room })
    if (!prepared.ok) return prepared
    ready = prepared.photos
  }
  const rows = await db
    .insert(photos)
    .values(
      ready.map((p) => ({
        subjectKind: subject.kind,
        subjectId: subject.id,
        contentType: p.contentType,
        width: p.width,
        height: p.height,
        bytes: p.bytes,
        thumb: p.thumb,
        originalBytes: p.originalBytes,
      })),
    )
    .returning({ id: photos.id })
  return { ok: true, ids: rows.map((r) => r.id) }
}

const isProcessed = (v: File | ProcessedPhoto): v is ProcessedPhoto => 'thumb' in v && 'bytes' in v

/** A lead's or booking's photos for the console, without their bytes. */
export function listPhotos(db: Database, subject: PhotoSubject) {
  return db
    .select({
      id: photos.id,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .where(and(eq(photos.subjectKind, subject.kind), eq(photos.subjectId, subject.id)))
    .orderBy(asc(photos.createdAt), asc(photos.id))
}

/** One photo's stored bytes (or its thumbnail's), for the console's image route. */
export async function photoContent(db: Database, id: string, variant: 'full' | 'thumb') {
  const [row] = await db
    .select({
      contentType: photos.contentType,
      bytes: variant === 'thumb' ? photos.thumb : photos.bytes,
    })
    .from(photos)
    .where(eq(photos.id, id))
  return row ?? null
}
