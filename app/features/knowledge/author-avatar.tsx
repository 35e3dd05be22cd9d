import { authorPhotoWidths } from '~/content/authors'

/** The srcset of an author's square photo (decision 033) in one format. */
const photoSrcSet = (photo: string, ext: 'avif' | 'webp') =>
  authorPhotoWidths.map((w) => `/images/content/${photo}-${w}.${ext} ${w}w`).join(', ')

/**
 * An author's round portrait: the uploaded photo when there is one (its alt is the name, as stored),
 * otherwise the initials, which are decoration beside the written name.
 */
export function AuthorAvatar({
  author,
  size,
  className = '',
}: {
  author: { name: string; avatarInitials: string; photo?: string }
  /** Shown width and height in CSS pixels (for `sizes` and the image's dimensions). */
  size: number
  /** Width, height and the initials' text size, as classes (the CSP allows no inline styles). */
  className?: string
}) {
  if (author.photo) {
    return (
      <picture className="shrink-0">
        <source type="image/avif" srcSet={photoSrcSet(author.photo, 'avif')} sizes={`${size}px`} />
        <source type="image/webp" srcSet={photoSrcSet(author.photo, 'webp')} sizes={`${size}px`} />
        <img
          src={`/images/content/${author.photo}-${authorPhotoWidths[0]}.webp`}
          alt={author.name}
          width={size}
          height={size}
          decoding="async"
          className={`shrink-0 rounded-full object-cover ${className}`}
          data-author-photo=""
        />
      </picture>
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-copper-400 font-display text-graphite-950 ${className}`}
    >
      {author.avatarInitials}
    </span>
  )
}
