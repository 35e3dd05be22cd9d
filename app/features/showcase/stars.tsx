import { Star } from 'lucide-react'

/** A star rating read out as text ("5 out of 5 stars"); the icons are decoration. */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p className="flex gap-0.5 text-copper-300">
      <span className="sr-only">
        {rating} out of {outOf} stars
      </span>
      {Array.from({ length: outOf }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`h-4 w-4 ${i < rating ? 'fill-current' : ''}`} />
      ))}
    </p>
  )
}
