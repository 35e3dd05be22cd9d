import { ChevronRight, Home } from 'lucide-react'
import { Link, useRouteLoaderData } from 'react-router'
import { JsonLd } from '~/components/ui/json-ld'
import { absoluteUrl } from './seo'

export type BreadcrumbItem = { label: string; href: string }

/** The trail's own words: English by default, a Spanish page's from its data (decision 034). */
export type BreadcrumbWords = { label: string; home: BreadcrumbItem }

const english: BreadcrumbWords = { label: 'Breadcrumb', home: { label: 'Home', href: '/' } }

/** Home icon first, the last item as plain text, and a BreadcrumbList for search engines. */
export function Breadcrumb({
  items,
  words = english,
}: {
  items: readonly BreadcrumbItem[]
  words?: BreadcrumbWords
}) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>('root')?.siteUrl ?? 'http://localhost:3000'
  const all = [words.home, ...items]
  return (
    <>
      <nav aria-label={words.label} className="text-sm text-graphite-300">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={words.home.href} className="inline-flex items-center rounded p-1 hover:text-white">
              <Home className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{words.home.label}</span>
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
