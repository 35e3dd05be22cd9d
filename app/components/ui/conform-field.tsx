import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import { Field, Input, NativeSelect, Textarea } from './field'

// Generic over the field's parsed type: a number field (a price, a factor) binds as well as text.
type Common<S, F extends Record<string, unknown>> = {
  meta: FieldMetadata<S, F, string[]>
  label: ReactNode
  hint?: ReactNode
  className?: string
}

/**
 * A labelled input bound to a Conform field (decision 003): its name, typed
 * value, constraints and messages come from the form; the label, hint and error
 * wiring from `Field`. For the console; public pages keep their lighter hook.
 * Whether it is required, its attribute and its mark, comes only from the form's
 * schema (`requiredConstraint`), so the mark and the rule cannot disagree.
 */
export function FormInput<S = string, F extends Record<string, unknown> = Record<string, unknown>>({
  meta,
  label,
  hint,
  className,
  type = 'text',
  ...input
}: Common<S, F> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date' | 'search'
} & Omit<ComponentProps<'input'>, 'name' | 'type' | 'defaultValue' | 'form'>) {
  return (
    <Field label={label} errors={meta.errors} hint={hint} required={meta.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          {...getInputProps(meta, { type })}
          key={meta.key}
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
}

/** A labelled textarea bound to a Conform field. */
export function FormTextarea<S = string, F extends Record<string, unknown> = Record<string, unknown>>({
  meta,
  label,
  hint,
  className,
  ...textarea
}: Common<S, F> & Omit<ComponentProps<'textarea'>, 'name' | 'defaultValue' | 'form'>) {
  return (
    <Field label={label} errors={meta.errors} hint={hint} required={meta.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          {...getTextareaProps(meta)}
          key={meta.key}
          {...textarea}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
}

/**
 * A labelled select bound to a Conform field; `options` are `[value, text]` pairs. A required one
 * whose first choice is a real value says so with `aria-required`: HTML allows `required` on a
 * select only when its first option is an empty placeholder.
 */
export function FormSelect({
  meta,
  label,
  options,
  hint,
}: {
  meta: FieldMetadata<string>
  label: string
  options: [string, string][]
  hint?: string
}) {
  return (
    <Field label={label} errors={meta.errors} hint={hint} required={meta.required}>
      {({ id, describedBy, invalid }) => (
        <NativeSelect
          {...getSelectProps(meta)}
          required={undefined}
          aria-required={meta.required || undefined}
          key={meta.key}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}
