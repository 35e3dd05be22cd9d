import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { logInBrowser } from '~/features/logging/browser-console'
import { useSiteCopy } from './site-copy'

/** The not-found page: '404', 'Oops! Page not found', a link home; logs the path. */
export function NotFound() {
  const location = useLocation()
  const { notFound, home } = useSiteCopy()
  useEffect(() => {
    logInBrowser('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <title>{notFound.title}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl text-copper-300">404</p>
      <h1 className="mt-4 text-3xl text-white">{notFound.heading}</h1>
      <a href={home} className={buttonClass('primary', 'lg', 'mt-8')}>
        {notFound.home}
      </a>
    </div>
  )
}
