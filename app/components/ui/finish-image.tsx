import { type FinishId, finishById, finishImageAspect, finishImageWidths } from '~/content/finishes'

type Props = {
  /** A finish's id (its artwork), or the id of a picture uploaded in the Content area. */
  finish: FinishId | (string & {})
  /** Alt text; defaults to the finish's description. Pass '' for a decorative image. */
  alt?: string
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string
  /** The page's largest image: loaded first, never lazily. */
  priority?: boolean
  className?: string
  /** Fill the nearest positioned ancestor (a hero or card background) instead of flowing at its own ratio. */
  cover?: boolean
}

/**
 * Where a picture's files are: a finish's artwork in the build, or a picture uploaded in the Content
 * area (named by its id, decision 033), which has the same sizes and formats.
 */
const pictureBase = (picture: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(picture)
    ? `/images/content/${picture}`
    : `/images/finishes/${picture}`

/** One file of a picture: `pictureFile('metallic-copper', 960, 'webp')`. */
export const pictureFile = (picture: string, width: number, ext: 'avif' | 'webp' = 'webp') =>
  `${pictureBase(picture)}-${width}.${ext}`

/** The `srcset` of a picture in one format (also used to preload a hero picture). */
export const finishSrcSet = (finish: string, ext: 'avif' | 'webp') =>
  finishImageWidths.map((w) => `${pictureFile(finish, w, ext)} ${w}w`).join(', ')

/** Artwork of a finish as a responsive AVIF/WebP picture with fixed dimensions (no layout shift). */
export function FinishImage({
  finish,
  alt,
  sizes = '100vw',
  priority = false,
  className = '',
  cover = false,
}: Props) {
  const width = finishImageWidths[1]
  return (
    <picture>
      <source type="image/avif" srcSet={finishSrcSet(finish, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={finishSrcSet(finish, 'webp')} sizes={sizes} />
      <img
        src={pictureFile(finish, width)}
        alt={alt ?? finishById(finish as FinishId)?.alt ?? ''}
        width={width}
        height={Math.round(width / finishImageAspect)}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`${cover ? 'absolute inset-0 h-full' : 'h-auto'} w-full object-cover ${className}`}
      />
    </picture>
  )
}
