import { z } from 'zod'
import { adminHeaders, requireStaff } from '~/features/admin/guard.server'
import { photoContent } from '~/features/photos/photos.server'
import type { Route } from './+types/admin.photos'

/**
 * A customer's photo (or with ?size=thumb its thumbnail), for signed-in staff
 * only: anyone else is sent to sign in. Served as stored: re-encoded JPEG with
 * no metadata.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const id = z.uuid().safeParse(params.id)
  const variant = new URL(request.url).searchParams.get('size') === 'thumb' ? 'thumb' : 'full'
  const photo = id.success ? await photoContent(context.db, id.data, variant) : null
  if (!photo) return new Response('No such photo.', { status: 404, headers: adminHeaders })
  return new Response(Buffer.from(photo.bytes), {
    headers: {
      // Private to this browser: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': adminHeaders['X-Robots-Tag'],
      'Content-Type': photo.contentType,
      'Content-Disposition': `inline; filename="photo-${id.data}${variant === 'thumb' ? '-thumb' : ''}.jpg"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
