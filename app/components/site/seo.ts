import type { MetaDescriptor } from 'react-router'
import { company } from '~/content/business'
import {
  alternatesOf,
  declaredTwin,
  defaultLang,
  isTranslated,
  langOfPath,
  localeOf,
  pathIn,
} from '~/i18n/lang'

export type SeoInput = {
  title: string
  description: string
  /** Path of the canonical URL, e.g. `/portfolio`. */
  path: string
  keywords?: readonly string[]
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
}

type RootData = { siteUrl: string } | undefined
type Match = { id: string; pathname?: string; data?: unknown; loaderData?: unknown } | undefined

/** The site's origin, as the root loader reports it (build time for prerendered pages). */
export function siteUrlFrom(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData
  return data?.siteUrl ?? 'http://localhost:3000'
}

export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).toString()
}

/** Title, description, canonical, Open Graph and Twitter card for one page. */
export function seo(matches: readonly Match[], input: SeoInput): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches)
  // `input.path` is the page's English path; a Spanish page's own URL is its /es twin (decision 034).
  const leaf = matches.at(-1)
  const lang = langOfPath(leaf?.pathname ?? input.path)
  const translated = declaredTwin(leaf?.loaderData ?? leaf?.data) ?? isTranslated(input.path)
  const url = absoluteUrl(siteUrl, pathIn(lang, input.path))
  const image = absoluteUrl(siteUrl, input.image ?? '/og-image.png')
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternatesOf(input.path, translated).map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.hreflang,
      href: absoluteUrl(siteUrl, a.path),
    })),
    // The default language's locale is Open Graph's default: only the other languages' pages name theirs.
    ...(lang === defaultLang
      ? []
      : [{ property: 'og:locale', content: localeOf(lang).hreflang.replace('-', '_') }]),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ]
  if (input.keywords?.length) tags.push({ name: 'keywords', content: input.keywords.join(', ') })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' })
  return tags
}

/** A page's tags in the language shown: its translated title and description when the loader sent them (decision 034). */
export function seoIn(
  matches: readonly Match[],
  page: SeoInput,
  translated: { title: string; description: string } | null | undefined,
): MetaDescriptor[] {
  return seo(
    matches,
    translated ? { ...page, title: translated.title, description: translated.description } : page,
  )
}
