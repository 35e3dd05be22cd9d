import type { ShouldRevalidateFunction } from 'react-router'
import { langOfPath } from './lang'

/**
 * For loaders whose data is the page's words: they change only with the language (decision 034), so
 * a form sent on the page or a filter in the address does not fetch them again.
 */
export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname)
