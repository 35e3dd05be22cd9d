import { useRouteLoaderData } from 'react-router'
import type { SiteCopy } from '~/content/navigation'
import { readWords } from '~/i18n/words'

/** A frame with no words, for the one case the root's data is missing: its own loader failed. */
const bare: SiteCopy = {
  home: '/',
  mainNav: [],
  estimate: { to: '/estimator', label: '' },
  navLabel: '',
  breadcrumbLabel: '',
  openMenu: '',
  closeMenu: '',
  skip: '',
  footer: {
    company: { title: '', links: [] },
    resources: { title: '', links: [] },
    legal: [],
    about: '',
    contact: '',
    hours: '',
    serving: '',
    message: { to: '/contact', label: '' },
    newTab: '',
    aiIndex: '',
  },
  notFound: { title: '', heading: '', home: '' },
}

/**
 * The words of the site's frame for the page shown, in its language: formatted by the server into
 * the root's data (decision 039), so no page's scripts carry any language's frame.
 */
export function useSiteCopy(): SiteCopy {
  const root = useRouteLoaderData('root') as { site?: string | null } | undefined
  return readWords<SiteCopy>(root?.site) ?? bare
}
