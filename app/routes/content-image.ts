import { contentImageFile, parseContentImagePath } from '~/features/content/images.server'
import type { Route } from './+types/content-image'

/** GET /images/content/<id>-<width>.<avif|webp>: an uploaded picture, in the size and format asked for. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const wanted = parseContentImagePath(params.file)
  const file = wanted ? await contentImageFile(context.db, wanted.id, wanted.name) : null
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      // An image's id never names other bytes: cached for a year, like the build's hashed assets.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
