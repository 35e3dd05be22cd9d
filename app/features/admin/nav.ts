import type { StaffRole } from './roles'

/** One entry of the console's navigation. `roles` limits who sees it (everyone when absent). */
export type ConsoleNavItem = {
  to: string
  label: string
  /** Active only on this exact path (the dashboard at /admin). */
  end?: boolean
  roles?: readonly StaffRole[]
  /** Shown only to people with this permission (the owner has every one). */
  permission?: 'content'
}

/** What decides which sections a person sees. */
export type NavAccess = { role: StaffRole; contentEditor?: boolean }

/**
 * The staff console's sections, in order. Owner-only pages list `roles: ['owner']`
 * here and also refuse staff on the server (requireOwner): hiding a link is not a guard.
 */
const consoleNav: readonly ConsoleNavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/slots', label: 'Slots' },
  { to: '/admin/conversations', label: 'Conversations' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/calendar', label: 'Calendar feed' },
  { to: '/admin/content', label: 'Content', permission: 'content' },
  { to: '/admin/team', label: 'Team', roles: ['owner'] },
  { to: '/admin/backup', label: 'Backups', roles: ['owner'] },
  { to: '/admin/privacy', label: 'Privacy requests', roles: ['owner'] },
  { to: '/admin/account', label: 'Your account' },
]

/**
 * The sections a person sees: by role, and by permission. Content is for the owner and the staff
 * the owner allowed (decision 033); the server refuses the others too (requireContentEditor).
 */
export function navFor({ role, contentEditor = false }: NavAccess): ConsoleNavItem[] {
  return consoleNav.filter(
    (item) =>
      (!item.roles || item.roles.includes(role)) &&
      (item.permission !== 'content' || role === 'owner' || contentEditor),
  )
}
