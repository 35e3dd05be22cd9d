import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, data } from 'react-router'
import type { StaffSession } from '~/features/admin/session.server'
import type { FormOutcome } from '~/features/forms/outcome'
import { accept, refuse } from '~/features/forms/outcome.server'
import {
  confirmTotp,
  endOtherSessions,
  type FactorResult,
  factorsOfOne,
  pendingTotp,
  regenerateRecoveryCodes,
  removeTotp,
  secondFactorRequired,
  startTotp,
} from './factors.server'
import { listPasskeys, registerPasskey, removePasskey } from './passkeys.server'
import { reauthenticate, reauthFresh } from './reauth.server'
import { factorActionSchema } from './schemas'
import type { PanelData } from './ui'

/** What a second-factor form answers: the outcome, codes to show once, and whether to offer signing out elsewhere. */
export type FactorOutcome = FormOutcome & {
  intent?: string
  recoveryCodes?: string[]
  offerSignOut?: boolean
}

const hideFields = ['password', 'code', 'passkey', 'response']

/**
 * The second-factor forms of the account page and of enrolment (decision 038). Every change to
 * how one signs in needs a fresh re-authentication; after one, the page offers to sign out every
 * other session (ASVS 7.4.3).
 */
export async function factorAction(
  context: AppLoadContext,
  request: Request,
  session: StaffSession,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: factorActionSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flat()
    return refuse(submission, messages[0] ?? 'Unknown action.', { hideFields })
  }
  const input = submission.value
  const answer = (result: FactorResult, extra: { offerSignOut?: boolean } = {}) => {
    if (!result.ok) {
      const retry = 'retryAfterSeconds' in result && result.retryAfterSeconds
      return refuse(submission, result.error, {
        status: result.status,
        hideFields,
        headers: retry ? { 'Retry-After': String(retry) } : undefined,
      })
    }
    return data<FactorOutcome>({
      ...accept(submission, result.message),
      intent: input.intent,
      recoveryCodes: result.recoveryCodes,
      ...extra,
    })
  }
  if (input.intent === 'reauth') return answer(await reauthenticate(context, request, session, input))
  if (input.intent === 'sessions-end') return answer(await endOtherSessions(context.db, session))
  if (!reauthFresh(session)) {
    return refuse(submission, 'Confirm it is you first: your password and a second factor.', {
      status: 403,
      hideFields,
    })
  }
  const changed = { offerSignOut: true }
  switch (input.intent) {
    case 'totp-start':
      return answer(await startTotp(context.db, session))
    case 'totp-confirm':
      return answer(await confirmTotp(context.db, session, input.code, context.ip), changed)
    case 'totp-remove':
      return answer(await removeTotp(context.db, session), changed)
    case 'passkey-add':
      return answer(
        await registerPasskey(context.db, request, session, { response: input.response, name: input.name }),
        changed,
      )
    case 'passkey-remove':
      return answer(await removePasskey(context.db, session, input.passkeyId), changed)
    case 'recovery-regenerate':
      return answer(await regenerateRecoveryCodes(context.db, session), changed)
  }
}

/** What the second-factor panel shows for the signed-in person. */
export async function factorPanel(db: AppLoadContext['db'], session: StaffSession): Promise<PanelData> {
  const [factors, passkeys, totpEnrolment, required] = await Promise.all([
    factorsOfOne(db, session.id),
    listPasskeys(db, session.id),
    pendingTotp(db, session),
    secondFactorRequired(db),
  ])
  return {
    email: session.email,
    fresh: reauthFresh(session),
    required,
    factors,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    totpEnrolment,
  }
}
