/**
 * The browser's half of a passkey (decision 038): asks the console for options, then the browser's
 * WebAuthn call through `@simplewebauthn/browser`, loaded on demand so no public page carries it.
 * Returns the answer as JSON, for a form to post.
 */
export async function passkeyAnswer(kind: 'sign-in' | 'verify' | 'register'): Promise<string> {
  const response = await fetch('/admin/webauthn', {
    method: 'POST',
    body: new URLSearchParams({ intent: kind }),
  })
  const body = (await response.json().catch(() => null)) as { options?: unknown; error?: string } | null
  if (!response.ok || !body?.options) {
    throw new Error(body?.error ?? 'The passkey could not be started. Try again.')
  }
  const browser = await import('@simplewebauthn/browser')
  try {
    const answer =
      kind === 'register'
        ? await browser.startRegistration({ optionsJSON: body.options as never })
        : await browser.startAuthentication({ optionsJSON: body.options as never })
    return JSON.stringify(answer)
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    throw new Error(
      name === 'NotAllowedError' || name === 'AbortError'
        ? 'The passkey was cancelled or timed out. Try again.'
        : name === 'InvalidStateError'
          ? 'This device already holds a passkey for your account.'
          : 'This browser could not use a passkey here.',
    )
  }
}
