import { serviceInterests } from '~/content/contact'
import { limits } from './limits'

/**
 * The contact form's prefill from `?interest=&message=` (other pages link here
 * that way). Unknown interests are ignored and the message is cut to the limit.
 */
export function contactPrefill(search: URLSearchParams): { interest?: string; message?: string } {
  const interest = search.get('interest') ?? ''
  const message = (search.get('message') ?? '').trim().slice(0, limits.message)
  return {
    ...((serviceInterests as readonly string[]).includes(interest) ? { interest } : {}),
    ...(message ? { message } : {}),
  }
}
