import { type FinishId, finishById, finishImageAspect, finishImageWidths } from '~/content/finishes'

type Props = {
  finish: FinishId
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

/** The `srcset` of a finish's artwork in one format (also used to preload a hero picture). */
export const finishSrcSet = (finish: string, ext: 'avif' | 'webp') =>
  finishImageWidths.map((w) => `/images/finishes/${finish}-${w}.${ext} ${w}w`).join(', ')

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
        src={`/images/finishes/${finish}-${width}.webp`}
        alt={alt ?? finishById(finish)?.alt ?? ''}
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
