import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffActions, staffNotes, type staffSubjectKinds } from '~/db/schema'

type SubjectKind = (typeof staffSubjectKinds)[number]
export type Subject = { kind: SubjectKind; id: string }

/** Records who did what, when, to what; call inside the transaction that made the change. */
export async function recordAction(
  db: Pick<Database, 'insert'>,
  staffEmail: string,
  action: string,
  subject: Subject | null,
  detail: Record<string, unknown> = {},
) {
  await db.insert(staffActions).values({
    staffEmail,
    action,
    subjectKind: subject?.kind,
    subjectId: subject?.id,
    detail,
  })
}

export function actionsOn(db: Database, subject: Subject) {
  return db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.subjectKind, subject.kind), eq(staffActions.subjectId, subject.id)))
    .orderBy(desc(staffActions.createdAt))
    .limit(200)
}

export function notesOn(db: Database, subject: Subject) {
  return db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectKind, subject.kind), eq(staffNotes.subjectId, subject.id)))
    .orderBy(desc(staffNotes.createdAt))
}

/** What an action reads as in the history. */
export function describeAction(action: string, detail: unknown): string {
  const d = (detail ?? {}) as Record<string, unknown>
  switch (action) {
    case 'status':
      return `Status set to ${String(d.status)}`
    case 'spam':
      return 'Marked as spam'
    case 'not-spam':
      return 'Marked as not spam'
    case 'note':
      return 'Added a note'
    case 'confirm':
      return 'Confirmed the booking'
    case 'decline':
      return 'Declined the booking'
    case 'cancel':
      return 'Cancelled the booking'
    case 'slot-status':
      return `Block marked ${String(d.status)}`
    case 'slot-location':
      return d.location ? `Location set to ${String(d.location)}` : 'Location cleared'
    case 'slot-remove':
      return 'Block removed'
    case 'slots-generate':
      return `Generated ${String(d.created)} weekend blocks`
    // The customer's own changes from their booking page.
    case 'customer-cancel':
      return 'Cancelled by the customer'
    case 'customer-move':
      return `Move to the block of ${String(d.slot)} requested by the customer`
    case 'customer-added':
      return `${[d.note ? 'a note' : null, d.photos ? `${String(d.photos)} photo${d.photos === 1 ? '' : 's'}` : null].filter(Boolean).join(' and ')} added by the customer`.replace(
        /^./,
        (c) => c.toUpperCase(),
      )
    case 'calendar-rotate':
      return 'Made a new calendar feed link'
    case 'moved':
      return `Moved to the block of ${String(d.to)}; this block is free again`
    case 'mail-retry':
      return `Mail retried: ${String(d.state)}`
    case 'invite':
      return `Invited ${String(d.email)}`
    case 'invite-revoke':
      return `${d.purpose === 'reset' ? 'Password reset link' : 'Invitation'} for ${String(d.email)} withdrawn`
    case 'invite-accept':
      return `${String(d.email)} accepted the invitation and set a password`
    case 'staff-remove':
      return `Removed ${String(d.email)}`
    case 'staff-reset':
      return `Reset the password of ${String(d.email)}`
    case 'reset-accept':
      return `${String(d.email)} set a new password from a reset link`
    case 'password-change':
      return 'Changed their own password'
    // Second factors (decision 038).
    case 'second-factor-required':
      return d.required ? 'Required a second factor for everyone' : 'Stopped requiring a second factor'
    case 'totp-add':
      return 'Set up an authenticator app'
    case 'totp-remove':
      return 'Removed their authenticator app'
    case 'passkey-add':
      return `Added the passkey “${String(d.name)}”`
    case 'passkey-remove':
      return `Removed the passkey “${String(d.name)}”`
    case 'recovery-codes':
      return 'Made new recovery codes'
    case 'recovery-code-used':
      return `Signed in with a recovery code (${String(d.left)} left)`
    case 'factors-reset':
      return `Reset the second factors of ${String(d.email)}`
    case 'sessions-end':
      return 'Signed out their other sessions'
    case 'email-change':
      return `Changed their email from ${String(d.from)} to ${String(d.to)}`
    case 'content-editor':
      return d.allowed
        ? `Let ${String(d.email)} edit the site’s content`
        : `Stopped ${String(d.email)} from editing the site’s content`
    case 'content publish':
      return `Published ${String(d.kind)} ${String(d.key)} (revision ${String(d.revision)})`
    case 'content restore':
      return `Restored ${String(d.kind)} ${String(d.key)} as revision ${String(d.revision)}`
    case 'privacy-erase':
      return 'Erased on request'
    default:
      return action
  }
}
