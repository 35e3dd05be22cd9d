import { redirect } from 'react-router'
import { requireOwnerAction } from '~/features/admin/owner.server'
import { backupDownload } from '~/features/backup/download.server'
import type { Route } from './+types/admin.backup-download'

/** POST only (a fresh full backup is not something a link prefetch should start): the file, for the owner. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  return backupDownload(context.db, owner.email)
}

/** A link or a typed address: the page with the button (which sends anyone signed out to sign in). */
export function loader() {
  return redirect('/admin/backup')
}
