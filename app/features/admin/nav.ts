import type { StaffRole } from './roles'

/** One entry of the console's navigation. `roles` limits who sees it (everyone when absent). */
export type ConsoleNavItem = {
  to: string
  label: string
  /** Active only on this exact path (the dashboard at /admin). */
  end?: boolean
  roles?: readonly StaffRole[]
}

/**
 * The staff console's sections, in order. Owner-only pages list `roles: ['owner']`
 * here and also refuse staff on the server (requireOwner): hiding a link is not a guard.
 */
export const consoleNav: readonly ConsoleNavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/slots', label: 'Slots' },
  { to: '/admin/conversations', label: 'Conversations' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/calendar', label: 'Calendar feed' },
  { to: '/admin/team', label: 'Team', roles: ['owner'] },
  { to: '/admin/backup', label: 'Backups', roles: ['owner'] },
  { to: '/admin/privacy', label: 'Privacy requests', roles: ['owner'] },
  { to: '/admin/account', label: 'Your account' },
]

/** The sections a person with this role sees. */
export function navFor(role: StaffRole): ConsoleNavItem[] {
  return consoleNav.filter((item) => !item.roles || item.roles.includes(role))
}
