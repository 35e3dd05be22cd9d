/**
 * A one-per-line list bound to a Conform field (decision 033): the list's own messages and its
 * lines' messages ("counties[2]") all show under the one textarea that holds them.
 */
import { type FieldMetadata, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field, Textarea } from '~/components/ui/field'

export function LinesField({
  meta,
  label,
  hint,
  rows = 5,
}: {
  // Conform types a list field by its parsed shape; the textarea posts one string.
  meta: FieldMetadata<unknown>
  label: ReactNode
  hint?: ReactNode
  rows?: number
}) {
  const errors = [...new Set(Object.values(meta.allErrors ?? {}).flat())]
  return (
    <Field label={label} errors={errors} hint={hint} required={meta.required}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          {...getTextareaProps(meta as FieldMetadata<string>)}
          key={meta.key}
          rows={rows}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
}
