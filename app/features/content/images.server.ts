/**
 * Pictures for the content the owner edits (decision 033): a project's photo, an article's image.
 * The upload goes through the photo pipeline (decoded to prove it is a picture, turned upright,
 * every metadata block such as GPS dropped), then is cut to the finish artwork's shape and written in
 * its sizes and formats, so a page shows an uploaded photo exactly as it shows the artwork.
 */
import { and, eq } from 'drizzle-orm'
import { authorPhotoWidths } from '~/content/authors'
import { finishImageAspect, finishImageWidths } from '~/content/finishes'
import type { Database } from '~/db/client.server'
import { contentImageFiles, contentImages } from '~/db/schema'
import { photoLimits } from '~/features/photos/limits'
import { NotAPicture, processPhoto } from '~/features/photos/process.server'
import { loadSharp } from '~/features/photos/sharp.server'

const contentImageFormats = [
  { ext: 'avif', contentType: 'image/avif' },
  { ext: 'webp', contentType: 'image/webp' },
] as const

export type StoredImage = { ok: true; id: string } | { ok: false; error: string }

/**
 * `wide`: the finish artwork's 16:10 sizes (projects, articles). `square`: an author's portrait, in the
 * small sizes the author page shows it at. One pipeline, two cuts (decision 033).
 */
export type ImageShape = 'wide' | 'square'

const shapes: Record<ImageShape, { widths: readonly number[]; aspect: number }> = {
  wide: { widths: finishImageWidths, aspect: finishImageAspect },
  square: { widths: authorPhotoWidths, aspect: 1 },
}

export async function storeContentImage(
  db: Database,
  bytes: Uint8Array,
  {
    alt,
    author,
    client,
    shape = 'wide',
  }: { alt: string; author: string; client?: string; shape?: ImageShape },
): Promise<StoredImage> {
  const { widths, aspect } = shapes[shape]
  if (bytes.byteLength === 0) return { ok: false, error: 'That file is empty. Choose a photo.' }
  if (bytes.byteLength > photoLimits.maxBytesEach) {
    return {
      ok: false,
      error: `That photo is larger than ${Math.round(photoLimits.maxBytesEach / 1024 / 1024)} MB. Choose a smaller one.`,
    }
  }
  let upright: Uint8Array
  try {
    upright = (await processPhoto(bytes, client)).bytes
  } catch (e) {
    if (e instanceof NotAPicture) {
      return {
        ok: false,
        error: 'That file is not a photo we can read. Use a JPEG, PNG, WebP or AVIF picture.',
      }
    }
    throw e
  }
  const files: { name: string; contentType: string; bytes: Uint8Array }[] = []
  const sharp = await loadSharp()
  for (const width of widths) {
    const height = Math.round(width / aspect)
    // Every size is made, as for the artwork, so `srcset` can name them all; a small photo is enlarged.
    const cut = sharp(upright).resize(width, height, { fit: 'cover', position: 'attention' })
    for (const format of contentImageFormats) {
      const out =
        format.ext === 'avif'
          ? cut.clone().avif({ quality: 50, effort: 3 })
          : cut.clone().webp({ quality: 78 })
      files.push({
        name: `${width}.${format.ext}`,
        contentType: format.contentType,
        bytes: new Uint8Array(await out.toBuffer()),
      })
    }
  }
  const largest = widths.at(-1) as number
  return db.transaction(async (tx) => {
    const [image] = await tx
      .insert(contentImages)
      .values({ alt, width: largest, height: Math.round(largest / aspect), uploadedBy: author })
      .returning({ id: contentImages.id })
    for (const f of files) await tx.insert(contentImageFiles).values({ imageId: image.id, ...f })
    return { ok: true as const, id: image.id }
  })
}

/** `/images/content/<id>-<width>.<ext>`: the id and the stored file's name, or null for anything else. */
export function parseContentImagePath(file: string): { id: string; name: string } | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{3,4})\.(avif|webp)$/.exec(
    file,
  )
  return m ? { id: m[1], name: `${m[2]}.${m[3]}` } : null
}

export async function contentImageFile(
  db: Database,
  id: string,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: contentImageFiles.contentType, bytes: contentImageFiles.bytes })
    .from(contentImageFiles)
    .where(and(eq(contentImageFiles.imageId, id), eq(contentImageFiles.name, name)))
  return row ?? null
}

export async function contentImageList(db: Database) {
  return db.select().from(contentImages).orderBy(contentImages.createdAt)
}

/**
 * A stored picture as a small JPEG, base64, for a contact card (vCard's PHOTO): cards are read by
 * address books that know JPEG and rarely WebP. Made from the stored 320 px WebP of a square photo.
 */
export async function contentImageJpegBase64(db: Database, id: string): Promise<string | null> {
  const file = await contentImageFile(db, id, `${authorPhotoWidths[1]}.webp`)
  if (!file) return null
  const sharp = await loadSharp()
  const jpeg = await sharp(file.bytes).resize(256, 256, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer()
  return jpeg.toString('base64')
}
