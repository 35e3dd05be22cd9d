import { Link } from 'react-router'
import { AdminPage, Badge, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor } from '~/features/content/access.server'
import { contentOverview } from '~/features/content/console.server'
import { type ContentKind, kindLabels } from '~/features/content/keys'
import { PublishedLine, textLinkClass } from '~/features/content/ui'
import type { Route } from './+types/admin.content'

export const meta: Route.MetaFunction = () => [
  { title: 'Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  return contentOverview(context.db)
}

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { sections, roles, projects, testimonials, authors } = loaderData
  const rows = [...sections, ...roles, ...projects, ...testimonials, ...authors].filter((r) => r !== null)
  return (
    <AdminPage title="Content">
      <p className="max-w-2xl text-graphite-200">
        The figures and words the public site shows. Each publish is kept as a revision you can restore.
      </p>
      <ul className="mt-4 flex flex-wrap gap-4">
        <li>
          <Link to="/admin/content/facts" className={textLinkClass}>
            Edit business facts
          </Link>
        </li>
        <li>
          <Link to="/admin/content/prices" className={textLinkClass}>
            Edit the price book
          </Link>
        </li>
        <li>
          <Link to="/admin/content/jobs" className={textLinkClass}>
            Job roles
          </Link>
        </li>
        <li>
          <Link to="/admin/content/projects" className={textLinkClass}>
            Portfolio projects
          </Link>
        </li>
        <li>
          <Link to="/admin/content/testimonials" className={textLinkClass}>
            Testimonials
          </Link>
        </li>
        <li>
          <Link to="/admin/content/articles" className={textLinkClass}>
            Articles
          </Link>
        </li>
        <li>
          <Link to="/admin/content/service-areas" className={textLinkClass}>
            Service areas
          </Link>
        </li>
        <li>
          <Link to="/admin/content/authors" className={textLinkClass}>
            Authors
          </Link>
        </li>
      </ul>
      <div className="mt-6 overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">Last publish of each item</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Item
              </th>
              <th scope="col" className={thClass}>
                Kind
              </th>
              <th scope="col" className={thClass}>
                Last publish
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">History</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}/${r.key}`}>
                <th scope="row" className={`${tdClass} font-normal text-white`}>
                  <Link to={r.edit} className={textLinkClass}>
                    {r.title}
                  </Link>
                  {r.status === 'unpublished' ? (
                    <span className="ml-2">
                      <Badge value="unavailable" label="Unpublished" />
                    </span>
                  ) : null}
                </th>
                <td className={tdClass}>{kindLabels[r.kind as ContentKind]}</td>
                <td className={tdClass}>
                  <PublishedLine view={r} />
                </td>
                <td className={tdClass}>
                  <Link
                    to={`/admin/content/history/${r.kind}/${encodeURIComponent(r.key)}`}
                    className={textLinkClass}
                  >
                    History<span className="sr-only"> of {r.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
