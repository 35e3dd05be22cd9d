import { z } from 'zod'
import { adminHeaders, requireStaff } from '~/features/admin/guard.server'
import { leadResume } from '~/features/admin/inbox.server'
import type { Route } from './+types/admin.resume'

/** A job applicant's resume, always as a PDF download (never rendered inline). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const id = z.uuid().safeParse(params.id)
  const resume = id.success ? await leadResume(context.db, id.data) : null
  if (!resume) return new Response('No resume for this lead.', { status: 404, headers: adminHeaders })
  const base = resume.filename.split(/[\\/]/).pop() ?? ''
  const named = (kept: RegExp) => {
    const safe = base.replace(kept, '_').replace(/^\.+/, '').slice(0, 100) || 'resume'
    return safe.toLowerCase().endsWith('.pdf') ? safe : `${safe}.pdf`
  }
  // ASCII letters, digits, dot, dash and underscore for old clients; any letter in filename* (RFC 6266).
  const ascii = named(/[^\w.-]+/g)
  const unicode = named(/[^\p{L}\p{N}._-]+/gu)
  return new Response(Buffer.from(resume.bytes), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(unicode)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
