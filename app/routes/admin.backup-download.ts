import { requireOwnerAction } from '~/features/admin/owner.server'
import { backupDownload } from '~/features/backup/download.server'
import type { Route } from './+types/admin.backup-download'

/** POST only (a fresh full backup is not something a link prefetch should start): the file, for the owner. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  return backupDownload(context.db, owner.email)
}

export function loader() {
  return new Response('Use the Download backup button on /admin/backup.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
