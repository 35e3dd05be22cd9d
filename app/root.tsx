import type { ReactNode } from 'react'
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
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { SiteFooter } from './components/site/footer'
import { SiteNav } from './components/site/nav'
import { useNonce } from './components/site/nonce'
import { NotFound } from './components/site/not-found'
import { ToastHost } from './components/ui/toast'
import { siteUrl } from './env.server'
import displayFont from './fonts/fraunces-600-subset.woff2?url'

export function loader({ context }: Route.LoaderArgs) {
  // Set by the host when it refused what was sent (a form over the size limit): shown above the page.
  return { siteUrl: siteUrl(), requestProblem: context?.requestProblem ?? null }
}

// The site's origin never changes between navigations.
export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [
  // The headings' face (subset, 11 KB), discovered by the document itself rather than by the CSS:
  // it arrives one round trip after the document, usually before the first frame (decision 032).
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const requestProblem = useRouteLoaderData<typeof loader>('root')?.requestProblem
  // The staff console brings its own shell (app/features/admin/shell.tsx, marked by the /admin
  // route's handle); every other page gets the public one. Checked inline so public pages load no console code.
  const staffConsole = useMatches().some(
    (m) => (m.handle as { shell?: string } | undefined)?.shell === 'console',
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
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e0f11" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-copper-400 focus:px-4 focus:py-2 focus:text-graphite-950"
        >
          Skip to content
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
        {staffConsole ? null : <SiteFooter />}
        <ToastHost />
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
        {/*
          The whole stylesheet is not linked in <head>: the document carries the CSS its own markup uses
          in a <style>, and the page's module script adds this stylesheet after the first paint, for what
          scripts draw later (dialogs, toasts, the next page). Without scripts it comes from here, after
          the content, so it blocks nothing above it (decision 032, app/features/site/critical-css.server.ts).
        */}
        <noscript>
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
