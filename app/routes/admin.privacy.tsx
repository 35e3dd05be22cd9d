import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import { buttonClass } from '~/components/ui/button'
import { Field, FormStatus, Input, RequiredMark } from '~/components/ui/field'
import { formatMoment } from '~/features/admin/format'
import { requireOwner, requireOwnerAction } from '~/features/admin/owner.server'
import { AdminPage, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requiredConstraint, requiredFields } from '~/features/forms/required'
import { erasePerson, findPersonData } from '~/features/privacy/erasure.server'
import { erasureLines } from '~/features/privacy/erasure-mail'
import {
  type ErasureRecord,
  isEmpty,
  type PersonData,
  type RecordKind,
  summarise,
} from '~/features/privacy/person-data'
import { eraseSchema, personEmailSchema } from '~/features/privacy/schemas'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.privacy'

const leadLabels: Record<string, string> = {
  contact: 'Contact message',
  partner: 'Partner application',
  job: 'Job application',
}

const kindLabels: Record<RecordKind, string> = {
  lead: 'Message',
  booking: 'Booking request',
  'customer-note': 'Note from the customer',
  'booking-link': 'Booking page link',
  photo: 'Photo',
  chat: 'Chat conversation',
  mail: 'Email copy',
  'staff-note': 'Staff note',
}

/** What the erasure does to each kind of record (decision 018). */
const effects: Record<RecordKind, string> = {
  lead: 'Name, contact details, fields and résumé removed; kind and date stay',
  booking: 'Name, contact details, address and notes removed; block and floor stay',
  'customer-note': 'Deleted',
  'booking-link': 'Deleted: the page answers 404',
  photo: 'Deleted',
  chat: 'Text and contact details removed; times stay',
  mail: 'Deleted',
  'staff-note': 'Deleted',
}

const kindOf = (r: ErasureRecord) =>
  r.kind === 'lead'
    ? `${leadLabels[r.leadKind ?? ''] ?? kindLabels.lead}${r.resume ? ', with a résumé' : ''}`
    : kindLabels[r.kind]

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

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: eraseSchema })
  if (submission.status !== 'success') {
    return data(
      { outcome: 'invalid' as const, result: submission.reply({ hideFields: ['confirm'] }) },
      { status: 400 },
    )
  }
  const { email, digest } = submission.value
  const done = await erasePerson(context.db, context.mailer, owner.email, email, digest)
  if (!done.ok) {
    // The owner confirmed another list: nothing was erased; they see the new one and confirm again.
    const n = done.found.records.length
    const message = `What we hold for ${done.found.email} changed since the list was made: ${n} record${n === 1 ? ' is' : 's are'} listed now. Nothing was erased. Check the list, then confirm again.`
    return data(
      {
        outcome: 'changed' as const,
        found: done.found,
        result: submission.reply({ formErrors: [message], hideFields: ['confirm', 'digest'] }),
      },
      { status: 409 },
    )
  }
  const lines = erasureLines(summarise(done.result.records))
  return {
    outcome: 'erased' as const,
    ok: true as const,
    email: done.result.email,
    erased: lines,
    message: lines.length
      ? `Erased what was stored for ${done.result.email}. A confirmation went to that address.`
      : `Nothing was stored for ${done.result.email}. A confirmation saying so went to that address.`,
  }
}

function Held({ found }: { found: PersonData }) {
  if (isEmpty(found)) return <p className="text-graphite-200">Nothing is stored under {found.email}.</p>
  return (
    <>
      {found.phones.length ? (
        <p className="mb-3 text-graphite-200">
          Also searched for the phone number{found.phones.length === 1 ? '' : 's'} on these records in chats
          and emails: {found.phones.join(', ')}.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">Every record the erasure changes or deletes</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Kind
              </th>
              <th scope="col" className={thClass}>
                Date
              </th>
              <th scope="col" className={thClass}>
                Name
              </th>
              <th scope="col" className={thClass}>
                What it holds
              </th>
              <th scope="col" className={thClass}>
                Erasure
              </th>
            </tr>
          </thead>
          <tbody>
            {found.records.map((r) => (
              <tr key={`${r.kind}:${r.id}`}>
                <td className={tdClass}>{kindOf(r)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatMoment(r.at)}</td>
                <td className={`${tdClass} break-words`}>{r.name}</td>
                <td className={`${tdClass} max-w-md break-words`}>
                  {r.excerpt || '—'}
                  {r.kind === 'chat' && r.count !== undefined
                    ? ` (${r.count} message${r.count === 1 ? '' : 's'})`
                    : ''}
                </td>
                <td className={tdClass}>{effects[r.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The look-up refuses an empty address: the field says so (decision 003). */
const lookupRequired = requiredFields(z.object({ email: personEmailSchema })).includes('email')

function EraseForm({
  found,
  lastResult,
}: {
  found: PersonData
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const navigation = useNavigation()
  const erasing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'erase'
  const [form, fields] = useForm<z.input<typeof eraseSchema>>({
    lastResult,
    constraint: requiredConstraint(eraseSchema, { intent: 'erase', email: 'x@example.com', digest: 'x' }),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eraseSchema }),
  })
  const n = found.records.length
  const label = n
    ? `${found.email} asked us to erase their data, and the ${n === 1 ? 'record' : `${n} records`} listed above ${n === 1 ? 'is' : 'are'} theirs. This cannot be undone.`
    : `${found.email} asked us to erase their data. This cannot be undone.`
  const problems = [...(form.errors ?? []), ...(fields.digest.errors ?? []), ...(fields.email.errors ?? [])]
  return (
    <Form method="post" className="mt-6 rounded-xl border border-graphite-700 p-4" {...getFormProps(form)}>
      {problems.length ? (
        <div className="mb-4">
          <FormStatus tone="error" title={problems.join(' ')} />
        </div>
      ) : null}
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={found.email} />
      {/* The confirmation is bound to the list above: the server refuses it if the list changed. */}
      <input type="hidden" name="digest" value={found.digest} />
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(fields.confirm, { type: 'checkbox', value: 'yes' })}
          // A new list needs a new tick.
          key={`${fields.confirm.key}:${found.digest}`}
          id="erase-confirm"
          className="mt-1 size-4 accent-copper-400"
          aria-describedby={fields.confirm.errors ? 'erase-confirm-error' : undefined}
          aria-invalid={fields.confirm.errors ? true : undefined}
        />
        <label htmlFor="erase-confirm" className="text-graphite-100">
          {label}
        </label>
        {fields.confirm.required ? <RequiredMark /> : null}
      </div>
      {fields.confirm.errors ? (
        <p id="erase-confirm-error" className="mt-1 text-sm text-red-300">
          {fields.confirm.errors.join(' ')}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary')} mt-4`} disabled={erasing}>
        Erase their data
      </button>
    </Form>
  )
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, error } = loaderData
  // After a refused confirmation, the list as it is now (the action found it).
  const found = actionData?.outcome === 'changed' ? actionData.found : loaderData.found
  const done = actionData?.outcome === 'erased' ? actionData : undefined
  return (
    <AdminPage title="Privacy requests">
      <Outcome result={done} />
      {done?.erased.length ? (
        <section aria-labelledby="erased-heading" className="mb-8 max-w-3xl">
          <h2 id="erased-heading" className="text-xl text-white">
            Erased for {done.email}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-graphite-200">
            {done.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mb-6 max-w-3xl text-graphite-200">
        When someone asks us to erase what we hold about them, look them up by the email address they used.
        The list shows every record the erasure changes: theirs by that address, the chats and emails that
        name the address or a phone number from their records, and what hangs on them. Check it is only theirs
        before you confirm. Bookings keep their block and floor details without the person, so the calendar
        and the figures stay right. They get an email confirming it.
      </p>
      <Form method="get" className="mb-8 flex max-w-xl flex-wrap items-end gap-3">
        <Field
          label="Their email address"
          errors={error}
          required={lookupRequired}
          className="min-w-64 flex-1"
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={email}
              required={lookupRequired}
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
        <section aria-labelledby="held-heading">
          <h2 id="held-heading" className="mb-2 text-xl text-white">
            What we hold for {found.email}
          </h2>
          <Held found={found} />
          <EraseForm
            found={found}
            lastResult={actionData?.outcome === 'erased' ? undefined : actionData?.result}
          />
        </section>
      ) : null}
    </AdminPage>
  )
}

export { AdminRouteError as ErrorBoundary } from '~/features/admin/route-error'
