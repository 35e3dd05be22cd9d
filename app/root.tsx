import { type ReactNode, useEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import faviconSvg from '../public/favicon.svg?raw'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { SiteFooter } from './components/site/footer'
import { SiteNav } from './components/site/nav'
import { useNonce } from './components/site/nonce'
import { NotFound } from './components/site/not-found'
import { useSiteCopy } from './components/site/site-copy'
import { ToastHost } from './components/ui/toast'
import { adoptClientContent } from './content/facts-and-prices'
import { clientContent } from './content/published'
import { siteUrl } from './env.server'
import { siteFrame } from './features/site/frame.server'
import { withKeptWords } from './features/site/kept'
import displayFont from './fonts/fraunces-600-subset.woff2?url'
import { factIn } from './i18n/facts.server'
import { type Lang, langOfPath, localeOf } from './i18n/lang'
import { revalidateOnLanguageChange } from './i18n/revalidate'
import { useLang } from './i18n/use-lang'

/**
 * The published facts and price book for the browser, with the owner's prose facts (the hours, the
 * warranty's names) in the page's language: a page carries no other language's words (decision 039).
 */
function clientContentIn(lang: Lang) {
  const content = clientContent()
  const facts = {
    ...content.facts,
    hours: factIn(lang, 'hours'),
    warrantyLabel: factIn(lang, 'warrantyLabel'),
    lifetimeWarrantyLabel: factIn(lang, 'lifetimeWarrantyLabel'),
  }
  return { ...content, facts }
}

export function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const lang = langOfPath(pathname)
  return {
    siteUrl: siteUrl(),
    // Set by the host when it refused what was sent (a form over the size limit): shown above the page.
    requestProblem: context?.requestProblem ?? null,
    // The published facts and price book the page was rendered with, for the browser (decision 033).
    // As one JSON string, like the Spanish frame below: React Router's stream format names and indexes
    // every field, and a page's data rides in its document, which must fit in the first round trip
    // (~200 bytes less on every page; decision 034, "Bytes").
    content: JSON.stringify(clientContentIn(lang)),
    // The frame's words in the page's language, formatted here; no page's scripts hold them (decision
    // 039). The staff console has its own shell: it takes the skip link's and the not-found page's only.
    site: JSON.stringify(
      // A draft article's preview is the one console address in the public shell (decision 033).
      (pathname === '/admin' || pathname.startsWith('/admin/')) && !pathname.endsWith('/preview')
        ? (({ skip, notFound }) => ({ skip, notFound }))(siteFrame(lang))
        : siteFrame(lang),
    ),
  }
}

// The site's origin never changes between navigations; the frame's words change with the language.
export const shouldRevalidate = revalidateOnLanguageChange

// A document has the footer's words in its markup only; a navigation that changes the language
// fetches them (decision 039, "Words sent once").
export const clientLoader = (args: Route.ClientLoaderArgs) => withKeptWords('footer', args)

/**
 * The tab's icon, in the document itself (420 bytes): Chrome fetches a linked icon while the page is
 * still painting, and on a phone's connection that request (a new connection) outlasted the paint it
 * does not serve (decision 032). public/favicon.svg stays for the manifest and the logo in JSON-LD.
 */
const favicon = `data:image/svg+xml,${faviconSvg
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%\s]/g, encodeURIComponent)}`

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: favicon, type: 'image/svg+xml' }]

/**
 * The web app manifest, linked once the page has hydrated: it matters only to installing the site,
 * and a linked manifest is fetched during the first paint, beside the document (decision 032).
 */
function ManifestLink() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <link rel="manifest" href="/site.webmanifest" /> : null
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const lang = useLang()
  const site = useSiteCopy()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const requestProblem = rootData?.requestProblem
  // Before anything below renders: the browser takes the published content its page was rendered
  // with in place of the seed in its bundle, so hydration matches (decision 033). Idempotent.
  adoptClientContent(rootData?.content)
  // The staff console brings its own shell (app/features/admin/shell.tsx, marked by the /admin
  // route's handle); every other page gets the public one. Checked inline so public pages load no console code.
  const matches = useMatches()
  const staffConsole = matches.some((m) => (m.handle as { shell?: string } | undefined)?.shell === 'console')
  // A page whose largest paint is a picture (the home page's hero: `handle.largestPaint`) fetches
  // that picture beside its document, and a second request would need a second connection; its
  // headings paint in the local stand-in and Fraunces follows the paint. Every other page preloads
  // Fraunces, which then is there for the first paint (decision 032).
  const pictureFirst = matches.some(
    (m) => (m.handle as { largestPaint?: string } | undefined)?.largestPaint === 'image',
  )
  const problem = requestProblem ? (
    <p
      role="alert"
      className="container-page mt-6 rounded-lg border border-red-400 bg-red-950 p-4 text-red-100"
    >
      {requestProblem}
    </p>
  ) : null
  return (
    <html lang={localeOf(lang).hreflang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e0f11" />
        <Meta />
        <Links />
        {pictureFirst ? null : (
          <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-copper-400 focus:px-4 focus:py-2 focus:text-graphite-950"
        >
          {site.skip}
        </a>
        {/* Same positions as before the console had its own shell, so public pages keep their exact HTML (useId). */}
        {staffConsole ? null : <SiteNav />}
        {staffConsole ? (
          <>
            {problem}
            {children}
          </>
        ) : (
          <main id="main" className="flex-1">
            {problem}
            {children}
          </main>
        )}
        {staffConsole ? null : <SiteFooter fetched={(rootData as { kept?: unknown } | undefined)?.kept} />}
        <ToastHost words={site.toasts} />
        <ManifestLink />
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
        {/*
          The first paint needs the document and, at most, the one file it preloads itself (decision
          032). The document carries the CSS its own markup uses in a <style>
          (app/features/site/critical-css.server.ts). The page's module script adds these links after
          the first paint: the whole stylesheet, for what scripts draw later (dialogs, toasts, the next
          page), and Fraunces where the head did not preload it. Without scripts they come from here,
          after the content, so they hold up nothing above them.
        */}
        <noscript>
          <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
          <link rel="stylesheet" href={stylesheet} />
        </noscript>
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <div className="container-page py-24 text-center">
      <title>Something went wrong | Refined Resin</title>
      <h1 className="text-4xl text-white">{message}</h1>
      <p className="mt-4 text-graphite-300">
        We could not show this page. Please try again in a moment, or call us if it keeps happening.
      </p>
      <a href="/" className="mt-8 inline-block text-copper-300">
        Return to Home
      </a>
    </div>
  )
}
