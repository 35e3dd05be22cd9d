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
  // Only letters, digits, dot, dash and underscore reach the header.
  const base = resume.filename.split(/[\\/]/).pop() ?? ''
  const safe =
    base
      .replace(/[^\w.-]+/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 100) || 'resume'
  const filename = safe.toLowerCase().endsWith('.pdf') ? safe : `${safe}.pdf`
  return new Response(Buffer.from(resume.bytes), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
