import type { Factors } from './factors.server'

/** How the team page words one account's factors. */
export function describeFactors(f: Factors): string {
  const parts = [
    f.passkeys ? `${f.passkeys} passkey${f.passkeys === 1 ? '' : 's'}` : null,
    f.totp ? 'authenticator app' : null,
    f.passkeys || f.totp ? `${f.recoveryLeft} recovery code${f.recoveryLeft === 1 ? '' : 's'} left` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : 'None'
}
