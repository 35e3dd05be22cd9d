import { parse, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { type FocusEvent, type FormEvent, useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { toast } from '~/components/ui/toast'
import type { LeadActionData } from './types'
import type { LeadKind } from './schemas'

type Fields = Record<string, unknown>
type Validator = (formData: FormData) => Submission<Fields>

/**
 * Conform bound to a lead form. The Zod schema (and Zod itself) load when the
 * visitor first focuses the form, so the page's first load carries none of it;
 * until then, and with JavaScript off, the server's answer shows the errors.
 */
export function useLeadForm({
  kind,
  id,
  actionData,
  defaultValue,
  success,
  onSuccess,
}: {
  kind: LeadKind
  id: string
  /** This form's action answer, if the latest answer belongs to it. */
  actionData: LeadActionData | undefined
  defaultValue?: Record<string, string>
  success: { title: string; description: string }
  onSuccess?: () => void
}) {
  const validator = useRef<Validator | null>(null)
  const loading = useRef<Promise<unknown> | null>(null)

  const [form, fields] = useForm<Fields>({
    id,
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      // Not loaded yet: let the submission through; the server validates it.
      return validator.current
        ? validator.current(formData)
        : parse(formData, { resolve: (value) => ({ value: value as Fields }) })
    },
  })

  function loadValidator() {
    loading.current ??= import('./client-validate').then((m) => {
      validator.current = (fd) => m.validateLead(kind, fd) as Submission<Fields>
    })
  }

  // Toast each new answer once; the page also renders it as text for screen
  // readers and for visitors without JavaScript.
  const shown = useRef<LeadActionData | undefined>(undefined)
  const onSuccessRef = useRef(onSuccess)
  onSuccessRef.current = onSuccess
  useEffect(() => {
    if (!actionData || shown.current === actionData) return
    shown.current = actionData
    if (actionData.outcome === 'success') {
      toast.success(success.title, { description: success.description })
      onSuccessRef.current?.()
    } else if (actionData.outcome === 'rate-limited') {
      toast.error('Too many submissions', { description: actionData.message })
    } else if (actionData.outcome === 'unreadable') {
      toast.error('Not sent', { description: actionData.message })
    }
  }, [actionData, success.title, success.description])

  const navigation = useNavigation()
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('__form') === id

  return {
    form,
    fields,
    submitting,
    formProps: {
      id: form.id,
      noValidate: form.noValidate,
      onFocus: (_e: FocusEvent<HTMLFormElement>) => loadValidator(),
      onSubmit: (e: FormEvent<HTMLFormElement>) => form.onSubmit(e),
    },
  }
}
