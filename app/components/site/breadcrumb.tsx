import { ChevronRight, Home } from 'lucide-react'
import { Link, useRouteLoaderData } from 'react-router'
import { JsonLd } from '~/components/ui/json-ld'
import { absoluteUrl } from './seo'
import { useSiteCopy } from './site-copy'

export type BreadcrumbItem = { label: string; href: string }

/** Home icon first, the last item as plain text, and a BreadcrumbList for search engines. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? 'http://localhost:3000'
  // The trail's words in the page's language: its home is the frame's first link, "Home" or "Inicio" (decision 034).
  const { home, mainNav, breadcrumbLabel } = useSiteCopy()
  const all = [{ label: mainNav[0]?.label ?? '', href: home }, ...items]
  return (
    <>
      <nav aria-label={breadcrumbLabel} className="text-sm text-graphite-300">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={all[0].href} className="inline-flex items-center rounded p-1 hover:text-white">
              <Home className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{all[0].label}</span>
            </Link>
          </li>
          {items.map((item, i) => {
            const last = i === items.length - 1
            return (
              <li key={item.href} className="flex items-center gap-1">
                <ChevronRight className="h-4 w-4 text-graphite-600" aria-hidden="true" />
                {last ? (
                  <span aria-current="page" className="text-graphite-100">
                    {item.label}
                  </span>
                ) : (
                  <Link to={item.href} className="hover:text-white">
                    {item.label}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.label,
            item: absoluteUrl(siteUrl, item.href),
          })),
        }}
      />
    </>
  )
}
