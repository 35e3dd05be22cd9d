import { useRouteLoaderData } from 'react-router'
import { type SiteCopy, siteCopy } from '~/content/navigation'
import { readWords } from '~/i18n/words'

/**
 * The words of the site's frame for the page shown: the English ones bundled with the code, or the
 * Spanish ones the server formatted into the root's data on a Spanish page (decision 034), so English
 * pages carry no Spanish bytes.
 */
export function useSiteCopy(): SiteCopy {
  const root = useRouteLoaderData('root') as { site?: string | null } | undefined
  return readWords<SiteCopy>(root?.site) ?? siteCopy
}
