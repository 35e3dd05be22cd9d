import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { formatMoment } from '~/features/admin/format'
import { AdminPage, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor } from '~/features/content/access.server'
import { articleList } from '~/features/content/articles.server'
import { StateBadge, textLinkClass } from '~/features/content/ui'
import { languageName, versionLangs } from '~/features/content/versions'
import { pathIn } from '~/i18n/lang'
import type { Route } from './+types/admin.content-articles'

export const meta: Route.MetaFunction = () => [
  { title: 'Articles | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  return { articles: await articleList(context.db) }
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Articles"
      actions={
        <Link to="/admin/content/articles/new" className={buttonClass('primary')}>
          New article
        </Link>
      }
    >
      <p className="mb-4 max-w-2xl text-graphite-200">
        A saved draft changes nothing visitors see; publishing puts it on the Knowledge Hub, in the sitemap,
        the feed and Remy’s answers within a few seconds.
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Title
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              {versionLangs.map((lang) => (
                <th key={lang} scope="col" className={thClass}>
                  {languageName(lang)}
                </th>
              ))}
              <th scope="col" className={thClass}>
                Last change
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.articles.map((a) => (
              <tr key={a.id}>
                <th scope="row" className={`${tdClass} font-normal text-white`}>
                  <Link to={`/admin/content/articles/${encodeURIComponent(a.id)}`} className={textLinkClass}>
                    {a.title}
                  </Link>
                </th>
                <td className={tdClass}>
                  <StateBadge state={a.state} />
                  {a.hasDraft ? (
                    <span className="ml-2 text-xs text-graphite-300">unpublished changes</span>
                  ) : null}
                </td>
                {versionLangs.map((lang) => (
                  <td key={lang} className={tdClass}>
                    {a.versions.includes(lang) && a.state.kind === 'published' ? (
                      <a href={pathIn(lang, `/article/${a.slug}`)} className={textLinkClass}>
                        Yes
                        <span className="sr-only">
                          : the {languageName(lang)} page of {a.title}
                        </span>
                      </a>
                    ) : a.versions.includes(lang) ? (
                      'Yes'
                    ) : (
                      <span className="text-graphite-300">No</span>
                    )}
                  </td>
                ))}
                <td className={tdClass}>
                  {a.lastBy}, <time dateTime={a.lastAt}>{formatMoment(a.lastAt)}</time>
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
