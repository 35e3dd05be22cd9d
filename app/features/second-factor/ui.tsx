import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, Input } from '~/components/ui/field'
import { formatMoment } from '~/features/admin/format'
import { ActionButton } from '~/features/admin/ui'
import { passkeyAnswer } from './passkey-client'

/** True once React runs in the page: a passkey needs the browser's WebAuthn call. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * A form whose button asks the browser for a passkey, puts the answer in a hidden field and posts
 * the form (decision 038). Its other fields (a name, a password) are checked by the browser first.
 */
export function PasskeyForm({
  kind,
  intent,
  answerField,
  label,
  action,
  children,
  variant = 'secondary',
}: {
  kind: 'sign-in' | 'verify' | 'register'
  intent: string
  answerField: string
  label: ReactNode
  action?: string
  children?: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost'
}) {
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  const answer = useRef<HTMLInputElement>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const navigation = useNavigation()
  async function run() {
    if (!form.current || !answer.current || !form.current.reportValidity()) return
    setError('')
    setBusy(true)
    try {
      answer.current.value = await passkeyAnswer(kind)
      form.current.requestSubmit()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The passkey could not be used.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form method="post" action={action} ref={form} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={answerField} ref={answer} defaultValue="" />
      {children}
      <Button
        variant={variant}
        onClick={run}
        disabled={!hydrated || busy || navigation.state === 'submitting'}
        aria-describedby={error ? `${intent}-passkey-error` : undefined}
      >
        {label}
      </Button>
      <p id={`${intent}-passkey-error`} role="alert" className="text-sm text-red-300">
        {error}
      </p>
    </Form>
  )
}

/** The one-time display of new recovery codes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="mb-8 rounded-xl border border-copper-400/60 p-5"
    >
      <h2 id="recovery-codes-heading" className="text-xl text-white">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-graphite-200">
        Each signs you in once if you lose your passkeys and your phone. They are shown only now: print them
        or keep them in a password manager.
      </p>
      <ol
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg text-white sm:grid-cols-5"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </section>
  )
}

/** The code field of the second step, re-authentication and app confirmation. */
export function CodeField({ label, errors, hint }: { label: string; errors?: string[]; hint?: string }) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={40}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="max-w-48 font-mono"
        />
      )}
    </Field>
  )
}

/** "Confirm it is you": the password, and a code or a passkey when the account has a factor. */
function ReauthForm({
  email,
  hasFactor,
  hasPasskey,
}: {
  email: string
  hasFactor: boolean
  hasPasskey: boolean
}) {
  const navigation = useNavigation()
  const password = (
    <Field label="Password" required>
      {({ id, describedBy }) => (
        <Input
          id={id}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-describedby={describedBy}
        />
      )}
    </Field>
  )
  return (
    <section aria-labelledby="reauth-heading" className="max-w-md rounded-xl border border-graphite-700 p-5">
      <h2 id="reauth-heading" className="text-xl text-white">
        Confirm it is you
      </h2>
      <p className="mt-1 text-sm text-graphite-300">
        Changing how you sign in needs your password
        {hasFactor ? ' and a second factor' : ''} again. It stays confirmed for 5 minutes.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="reauth" />
        <input type="hidden" name="email" autoComplete="username" value={email} />
        {password}
        {hasFactor ? (
          <CodeField
            label="Code from your authenticator app, or a recovery code"
            hint="6 digits, no spaces."
          />
        ) : null}
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          Confirm
        </Button>
      </Form>
      {hasPasskey ? (
        <div className="mt-6 border-t border-graphite-800 pt-4">
          <PasskeyForm
            kind="verify"
            intent="reauth"
            answerField="passkey"
            label="Confirm with password and a passkey"
          >
            <input type="hidden" name="email" autoComplete="username" value={email} />
            <Field label="Password (with a passkey)" required>
              {({ id }) => (
                <Input id={id} name="password" type="password" required autoComplete="current-password" />
              )}
            </Field>
          </PasskeyForm>
        </div>
      ) : null}
    </section>
  )
}

export type PanelData = {
  email: string
  fresh: boolean
  required: boolean
  factors: { passkeys: number; totp: boolean; recoveryLeft: number }
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[]
  totpEnrolment: { secret: string; uri: string; qrSvg: string } | null
}

/** The passkeys, authenticator app and recovery codes of one's own account (decision 038). */
export function SecondFactorPanel({ data }: { data: PanelData }) {
  const { factors, passkeys, totpEnrolment, fresh } = data
  const hasFactor = factors.passkeys > 0 || factors.totp
  return (
    <div className="space-y-10">
      {fresh ? null : (
        <ReauthForm email={data.email} hasFactor={hasFactor} hasPasskey={factors.passkeys > 0} />
      )}

      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="text-xl text-white">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          A passkey lives on your phone, computer or security key and signs you in on its own, with your
          fingerprint, face or PIN.
        </p>
        {passkeys.length ? (
          <ul className="mt-3 space-y-2">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 text-sm text-graphite-200">
                <span className="text-white">{p.name}</span>
                <span>
                  added {formatMoment(p.createdAt)}
                  {p.lastUsedAt ? `, last used ${formatMoment(p.lastUsedAt)}` : ', never used'}
                </span>
                {fresh ? (
                  <ActionButton intent="passkey-remove" values={{ passkeyId: p.id }} variant="ghost">
                    Remove<span className="sr-only"> passkey {p.name}</span>
                  </ActionButton>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-graphite-300">No passkey yet.</p>
        )}
        {fresh ? (
          <div className="mt-4 max-w-md">
            <PasskeyForm kind="register" intent="passkey-add" answerField="response" label="Add a passkey">
              <Field
                label="Name of this passkey"
                hint="The device or app that holds it, e.g. “Work laptop”."
                required
              >
                {({ id, describedBy }) => (
                  <Input
                    id={id}
                    name="name"
                    required
                    maxLength={60}
                    autoComplete="off"
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
            </PasskeyForm>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="totp-heading">
        <h2 id="totp-heading" className="text-xl text-white">
          Authenticator app
        </h2>
        {factors.totp ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-graphite-200">
              Set up: sign-in asks for its 6-digit code after your password.
            </p>
            {fresh ? (
              <ActionButton intent="totp-remove" variant="ghost">
                Remove the authenticator app
              </ActionButton>
            ) : null}
          </div>
        ) : totpEnrolment && fresh ? (
          <div className="mt-3 max-w-xl space-y-4">
            <p className="text-graphite-200">
              Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password and the like), then type the 6-digit code it shows.
            </p>
            <div
              role="img"
              aria-label="QR code holding the authenticator app link shown below"
              className="w-48 rounded-lg bg-white p-2"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew from our own link.
              dangerouslySetInnerHTML={{ __html: totpEnrolment.qrSvg }}
            />
            <p className="text-sm text-graphite-200">
              Cannot scan? Enter this key in the app:{' '}
              <code data-testid="totp-secret" className="break-all text-white">
                {totpEnrolment.secret}
              </code>
            </p>
            <p className="break-all text-xs text-graphite-300">
              Or open this link on the phone: <code>{totpEnrolment.uri}</code>
            </p>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="totp-confirm" />
              <CodeField label="Code from the app" hint="6 digits, no spaces." />
              <Button type="submit">Confirm the app</Button>
            </Form>
          </div>
        ) : fresh ? (
          <div className="mt-3">
            <ActionButton intent="totp-start">Set up an authenticator app</ActionButton>
          </div>
        ) : (
          <p className="mt-3 text-graphite-300">Not set up.</p>
        )}
      </section>

      <section aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" className="text-xl text-white">
          Recovery codes
        </h2>
        {hasFactor ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-graphite-200" data-testid="recovery-left">
              {factors.recoveryLeft} of 10 recovery codes left.
            </p>
            {fresh ? (
              <ActionButton intent="recovery-regenerate" variant="ghost">
                Make new recovery codes
              </ActionButton>
            ) : null}
          </div>
        ) : (
          <p className="mt-3 text-graphite-300">You get ten once a passkey or an app is set up.</p>
        )}
      </section>
    </div>
  )
}

/** After a change to how one signs in: the offer to sign out everywhere else (ASVS 7.4.3). */
export function SignOutOthers() {
  return (
    <div className="mb-8">
      <FormStatus tone="success" title="Signed in somewhere else too?">
        <p className="mb-3">If a device you no longer trust may still be signed in, sign it out now.</p>
        <ActionButton intent="sessions-end">Sign out every other session</ActionButton>
      </FormStatus>
    </div>
  )
}
