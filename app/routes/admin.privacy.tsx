import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import { buttonClass } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { formatMoment } from '~/features/admin/format'
import { requireOwner, requireOwnerAction } from '~/features/admin/owner.server'
import { AdminPage, Outcome } from '~/features/admin/ui'
import { erasePerson, findPersonData } from '~/features/privacy/erasure.server'
import { erasureLines } from '~/features/privacy/erasure-mail'
import { isEmpty, type PersonData } from '~/features/privacy/person-data'
import { eraseSchema, personEmailSchema } from '~/features/privacy/schemas'
import { dayLabel as formatDay } from '~/features/schedule/calendar'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.privacy'

const kindLabels: Record<string, string> = {
  contact: 'Contact message',
  partner: 'Partner application',
  job: 'Job application',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context)
  const raw = new URL(request.url).searchParams.get('email')
  if (raw === null) return { email: '', error: null, found: null }
  const email = personEmailSchema.safeParse(raw)
  if (!email.success) {
    return data(
      { email: raw, error: email.error.issues[0]?.message ?? 'Enter an email address.', found: null },
      { status: 400 },
    )
  }
  return { email: email.data, error: null, found: await findPersonData(context.db, email.data) }
}

type EraseOutcome =
  | { ok: true; message: string; erased: string[]; email: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]> }

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  const parsed = eraseSchema.safeParse(Object.fromEntries(await requireFormData(request)))
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[]>
    return data<EraseOutcome>(
      { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the form.', fieldErrors },
      { status: 400 },
    )
  }
  const result = await erasePerson(context.db, context.mailer, owner.email, parsed.data.email)
  const erased = erasureLines(result)
  return {
    ok: true,
    email: result.email,
    erased,
    message: erased.length
      ? `Erased what was stored for ${result.email}. A confirmation went to that address.`
      : `Nothing was stored for ${result.email}. A confirmation saying so went to that address.`,
  } satisfies EraseOutcome
}

function Held({ found }: { found: PersonData }) {
  if (isEmpty(found)) return <p className="text-graphite-200">Nothing is stored under {found.email}.</p>
  return (
    <ul className="list-disc space-y-1 pl-6 text-graphite-200">
      {found.leads.map((l) => (
        <li key={l.id}>
          {kindLabels[l.kind] ?? l.kind}, {formatMoment(l.createdAt)}
          {l.resume ? ', with a résumé' : ''}
        </li>
      ))}
      {found.bookings.map((b) => (
        <li key={b.id}>
          Booking request ({b.status}){b.blockStart ? ` for the block of ${formatDay(b.blockStart)}` : ''},
          sent {formatMoment(b.createdAt)}
        </li>
      ))}
      {found.conversations.map((c) => (
        <li key={c.id}>
          Chat conversation of {formatMoment(c.createdAt)} ({c.messages} message{c.messages === 1 ? '' : 's'})
        </li>
      ))}
      {found.photos ? (
        <li>
          {found.photos} photo{found.photos === 1 ? '' : 's'} of the floor sent with these
        </li>
      ) : null}
      {found.mails ? (
        <li>
          {found.mails} cop{found.mails === 1 ? 'y' : 'ies'} of emails to them or about them
        </li>
      ) : null}
    </ul>
  )
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, error, found } = loaderData
  const navigation = useNavigation()
  const erasing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'erase'
  const confirmErrors = actionData && !actionData.ok ? actionData.fieldErrors?.confirm : undefined
  return (
    <AdminPage title="Privacy requests">
      <Outcome result={actionData} />
      {actionData?.ok && actionData.erased.length ? (
        <section aria-labelledby="erased-heading" className="mb-8 max-w-3xl">
          <h2 id="erased-heading" className="text-xl text-white">
            Erased for {actionData.email}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-graphite-200">
            {actionData.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mb-6 max-w-3xl text-graphite-200">
        When someone asks us to erase what we hold about them, look them up by the email address they used.
        Erasing removes their name, contact details, messages, applications, résumés and chats; bookings keep
        their block and floor details without the person, so the calendar and the figures stay right. They get
        an email confirming it.
      </p>
      <Form method="get" className="mb-8 flex max-w-xl flex-wrap items-end gap-3">
        <Field label="Their email address" errors={error} required className="min-w-64 flex-1">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={email}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass('secondary')}>
          Find their data
        </button>
      </Form>

      {found ? (
        <section aria-labelledby="held-heading" className="max-w-3xl">
          <h2 id="held-heading" className="mb-2 text-xl text-white">
            What we hold for {found.email}
          </h2>
          <Held found={found} />
          <Form method="post" className="mt-6 rounded-xl border border-graphite-700 p-4">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={found.email} />
            <div className="flex items-start gap-2">
              <input
                id="erase-confirm"
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="mt-1 size-4 accent-copper-400"
                aria-describedby={confirmErrors ? 'erase-confirm-error' : undefined}
                aria-invalid={confirmErrors ? true : undefined}
              />
              <label htmlFor="erase-confirm" className="text-graphite-100">
                {found.email} asked us to erase their data. This cannot be undone.
              </label>
            </div>
            {confirmErrors ? (
              <p id="erase-confirm-error" className="mt-1 text-sm text-red-300">
                {confirmErrors.join(' ')}
              </p>
            ) : null}
            <button type="submit" className={`${buttonClass('primary')} mt-4`} disabled={erasing}>
              Erase their data
            </button>
          </Form>
        </section>
      ) : null}
    </AdminPage>
  )
}

export { AdminRouteError as ErrorBoundary } from '~/features/admin/route-error'
