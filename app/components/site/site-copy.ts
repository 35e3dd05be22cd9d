import { useRouteLoaderData } from 'react-router'
import type { SiteCopy } from '~/content/navigation'
import { readWords } from '~/i18n/words'

/**
 * A frame with no words: what the root's data leaves out (the console takes only the skip link's and
 * the not-found page's words), or all of it when the root's own loader failed.
 */
const bare: SiteCopy = {
  home: '/',
  mainNav: [],
  estimate: { to: '/estimator', label: '' },
  navLabel: '',
  breadcrumbLabel: '',
  openMenu: '',
  closeMenu: '',
  skip: '',
  notFound: { title: '', heading: '', home: '' },
}

/**
 * The words of the site's frame for the page shown, in its language: formatted by the server into
 * the root's data (decision 039), so no page's scripts carry any language's frame.
 */
export function useSiteCopy(): SiteCopy {
  const root = useRouteLoaderData('root') as { site?: string | null } | undefined
  const words = readWords<Partial<SiteCopy>>(root?.site)
  return words ? { ...bare, ...words } : bare
}
