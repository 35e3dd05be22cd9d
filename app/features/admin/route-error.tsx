import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { AdminPage } from './ui'

/**
 * A console page's own error boundary: a refused or failed page shows its reason
 * inside the console, with the console's navigation still there.
 */
export function AdminRouteError() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title =
    status === 403 ? 'Not available to you' : status === 404 ? 'Not found' : 'Something went wrong'
  const message =
    status === 403
      ? 'Only the owner of the business can use this page. Ask them if you need what it does.'
      : isRouteErrorResponse(error) && typeof error.data === 'string' && status < 500
        ? error.data
        : 'This page could not be shown. Try again in a moment.'
  return (
    <AdminPage title={title}>
      <title>{`${title} | Refined Resin`}</title>
      <p className="text-graphite-200">{message}</p>
      <Link to="/admin" className="mt-6 inline-block text-copper-200">
        Back to the dashboard
      </Link>
    </AdminPage>
  )
}
