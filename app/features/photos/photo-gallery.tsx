import { formatMoment } from '~/features/admin/format'

export type GalleryPhoto = { id: string; width: number; height: number; createdAt: Date | string }

/** A lead's or booking's photos in the console: thumbnails that open the full picture. */
export function PhotoGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  return (
    <section aria-labelledby="photos-heading" className="mb-8">
      <h2 id="photos-heading" className="text-lg text-white">
        Photos ({photos.length})
      </h2>
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {photos.map((p, i) => (
            <li key={p.id}>
              <a href={`/admin/photos/${p.id}`} target="_blank" rel="noreferrer" className="block">
                <img
                  src={`/admin/photos/${p.id}?size=thumb`}
                  alt={`Floor from the customer, ${i + 1} of ${photos.length}, sent ${formatMoment(p.createdAt)} (${p.width}×${p.height}); opens full size`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg border border-graphite-700 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-graphite-300">No photos were sent.</p>
      )}
    </section>
  )
}
