import { useLocation } from 'react-router'
import { langOfPath } from './lang'

/** The language of the page being shown, read from its address (decision 034). */
export function useLang() {
  return langOfPath(useLocation().pathname)
}
