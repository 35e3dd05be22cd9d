import { Form } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { formatMoment } from '~/features/admin/format'
import { requireOwner } from '~/features/admin/owner.server'
import { AdminPage, Badge, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { backupPageData } from '~/features/backup/page.server'
import type { Route } from './+types/admin.backup'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context)
  return backupPageData(context.db)
}

const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

export default function Backup({ loaderData }: Route.ComponentProps) {
  const { folder, time, kept, files, runs } = loaderData
  return (
    <AdminPage title="Backups">
      <section aria-labelledby="download-heading" className="mb-10 max-w-3xl">
        <h2 id="download-heading" className="text-xl text-white">
          Download a backup now
        </h2>
        <p className="mt-2 text-graphite-200">
          One compressed SQL file with everything the site stores: leads, bookings, chats, résumés, staff
          accounts and the audit log. It holds every customer’s personal details, so keep it somewhere
          private.
        </p>
        {/* A native submission: the browser saves the file and the page stays. */}
        <Form method="post" action="/admin/backup/download" reloadDocument className="mt-4">
          <button type="submit" className={buttonClass('primary')}>
            Download backup
          </button>
        </Form>
      </section>

      <section aria-labelledby="nightly-heading" className="mb-10">
        <h2 id="nightly-heading" className="text-xl text-white">
          Nightly backups
        </h2>
        <p className="mt-2 max-w-3xl text-graphite-200">
          Every night at {time} (Atlanta time) the server saves a backup in <code>{folder}</code> and keeps
          the newest {kept}.
        </p>
        {runs[0]?.state === 'failed' ? (
          <p role="alert" className="mt-3 text-red-200">
            The last nightly backup failed: {runs[0].error}
          </p>
        ) : null}
        {files.length ? (
          <table className={`${tableClass} mt-4`}>
            <caption className="sr-only">Backups kept on the server</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Taken
                </th>
                <th scope="col" className={thClass}>
                  File
                </th>
                <th scope="col" className={thClass}>
                  Size
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.name}>
                  <td className={tdClass}>{formatMoment(f.takenAt)}</td>
                  <td className={tdClass}>
                    <code>{f.name}</code>
                  </td>
                  <td className={tdClass}>{size(f.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-4 text-graphite-300">No nightly backup has been taken yet.</p>
        )}
        {runs.length ? (
          <ul className="mt-4 space-y-1 text-sm text-graphite-300" aria-label="Last nightly runs">
            {runs.map((r) => (
              <li key={r.dueAt}>
                {formatMoment(r.dueAt)}:{' '}
                <Badge
                  value={r.state === 'succeeded' ? 'sent' : r.state === 'failed' ? 'failed' : 'pending'}
                  label={r.state}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="restore-heading" className="max-w-3xl">
        <h2 id="restore-heading" className="text-xl text-white">
          Restoring a backup
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-graphite-200">
          <li>Stop the site.</li>
          <li>
            Point it at an empty database: a new <code>DATA_DIR</code> folder, or a new PostgreSQL database in{' '}
            <code>DATABASE_URL</code>.
          </li>
          <li>
            Run <code>npm run db:restore -- FILE</code> with the backup file. It refuses a database that
            already holds data unless you add <code>--force</code>, which replaces everything in it.
          </li>
          <li>Start the site again.</li>
        </ol>
      </section>
    </AdminPage>
  )
}

export { AdminRouteError as ErrorBoundary } from '~/features/admin/route-error'
