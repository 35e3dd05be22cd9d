import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { toast } from '~/components/ui/toast'
import { type RefusalWords, wordRefusalIn } from '~/features/forms/refusal'
import { intlOf } from '~/i18n/lang'
import { useLang } from '~/i18n/use-lang'
import type { OutcomeTitles } from './form-fields'
import type { LeadKind } from './schemas'
import type { LeadActionData } from './types'

type Errors = Record<string, string[] | null | undefined>
type Validate = (formData: FormData) => Errors

export type LeadField = {
  name: string
  key: string
  initialValue?: unknown
  errors?: string[]
  /** The schema refuses it empty: the field is marked (decision 003). */
  required: boolean
}

/**
 * A lead form in the browser. The server's Conform answer (SubmissionResult)
 * drives it: errors under fields, values kept, focus on the first invalid
 * field, reset on success. The Zod schema and Conform's parser load on the
 * form's first focus and then check fields as the visitor leaves them, so the
 * page's first load carries no validation code (decision 010). Without
 * JavaScript the same answer renders on the server.
 */
export function useLeadForm({
  kind,
  id,
  actionData,
  defaultValue,
  success,
  onSuccess,
  messages,
  refusals,
  required,
}: {
  kind: LeadKind
  id: string
  /** This form's action answer, if the latest answer belongs to it. */
  actionData: LeadActionData | undefined
  defaultValue?: Record<string, string>
  success: { title: string; description: string }
  onSuccess?: () => void
  /** On a page in another language: the refusals' titles (decision 034). */
  messages?: { titles: OutcomeTitles }
  /** The schema's refusals in the page's language, by code, for what the browser checks itself (decision 039). */
  refusals: RefusalWords
  /** The fields the schema refuses empty, from the page's loader (`leadRequired`). */
  required: readonly string[]
}) {
  const intl = intlOf(useLang())
  const result = actionData?.result
  const [errors, setErrors] = useState<Errors>(() => result?.error ?? {})
  const [version, setVersion] = useState(0)
  const validator = useRef<Validate | null>(null)
  const touched = useRef(new Set<string>())
  const submitted = useRef(false)
  const formRef = useRef<HTMLFormElement | null>(null)

  function loadValidator() {
    if (validator.current) return
    import('./client-validate').then((m) => {
      validator.current = (fd) => m.validateLead(kind, fd)
    })
  }

  function check(form: HTMLFormElement, only?: Set<string>): Errors {
    const found = validator.current?.(new FormData(form)) ?? {}
    const all = Object.fromEntries(
      Object.entries(found).map(([k, list]) => [k, list?.map((m) => wordRefusalIn(refusals, intl, m))]),
    )
    if (!only) return all
    return Object.fromEntries(Object.entries(all).filter(([name]) => only.has(name)))
  }

  // Each new answer from the server: show its errors, toast it once, reset on success.
  const shown = useRef<LeadActionData | undefined>(undefined)
  const onSuccessRef = useRef(onSuccess)
  onSuccessRef.current = onSuccess
  useEffect(() => {
    if (!actionData || shown.current === actionData) return
    shown.current = actionData
    setErrors(actionData.result.error ?? {})
    if (actionData.outcome === 'success') {
      touched.current.clear()
      submitted.current = false
      setVersion((v) => v + 1)
      toast.success(success.title, { description: success.description })
      onSuccessRef.current?.()
    } else {
      if (actionData.outcome === 'rate-limited') {
        toast.error(messages?.titles.rateLimited ?? 'Too many submissions', {
          description: actionData.message,
        })
      } else if (actionData.outcome === 'unreadable' || actionData.outcome === 'unavailable') {
        toast.error(messages?.titles.failed ?? 'Not sent', { description: actionData.message })
      }
      focusFirstInvalid(formRef.current, actionData.result.error ?? {})
    }
  }, [actionData, success.title, success.description, messages?.titles])

  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('__form') === id

  const initial = result?.initialValue ?? defaultValue ?? {}
  const fieldErrors = (name: string) => {
    const list = errors[name]
    return list?.length ? list : undefined
  }
  const fields = new Proxy({} as Record<string, LeadField>, {
    get: (_, name: string) => ({
      name,
      key: `${name}-${version}`,
      initialValue: (initial as Record<string, unknown>)[name],
      errors: fieldErrors(name),
      required: required.includes(name),
    }),
  })

  return {
    form: { id, errors: fieldErrors('') },
    fields,
    submitting,
    formProps: {
      id,
      ref: formRef,
      noValidate: true,
      onFocus: loadValidator,
      onBlur: (e: FocusEvent<HTMLFormElement>) => {
        const name = (e.target as unknown as HTMLInputElement).name
        if (!name || !validator.current) return
        // Heading for the submit button: a message appearing now would push the
        // button away under the pointer; the submit checks every field anyway.
        const next = e.relatedTarget as HTMLButtonElement | null
        if (next?.type === 'submit' && next.form === e.currentTarget) return
        touched.current.add(name)
        const scope = new Set(touched.current)
        const found = check(e.currentTarget, scope)
        setErrors((prev) => ({ ...withoutKeys(prev, scope), ...found }))
      },
      onInput: (e: FormEvent<HTMLFormElement>) => {
        const name = (e.target as HTMLInputElement).name
        if (!validator.current || !(submitted.current || errors[name])) return
        const scope = submitted.current ? undefined : new Set([name])
        const next = check(e.currentTarget, scope)
        setErrors((prev) => (scope ? { ...withoutKeys(prev, scope), ...next } : { '': prev[''], ...next }))
      },
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        submitted.current = true
        if (!validator.current) return // the server validates and answers
        const found = check(e.currentTarget)
        if (Object.values(found).some((v) => v?.length)) {
          e.preventDefault()
          setErrors(found)
          focusFirstInvalid(e.currentTarget, found)
        }
      },
    },
  }
}

function withoutKeys(errors: Errors, keys: Set<string>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.has(k)))
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
  if (!form) return
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name
    if (name && errors[name]?.length && el instanceof HTMLElement && el.getAttribute('type') !== 'hidden') {
      el.focus()
      return
    }
  }
}
