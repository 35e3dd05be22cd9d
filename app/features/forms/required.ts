import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'

/**
 * The fields a form's schema refuses when they are left empty: what its page marks as required
 * (`required` or `aria-required`, and the visible asterisk of `Field`), so the mark and the rule
 * cannot disagree (decision 003). Worked out by asking the schema, not by reading its shape: a
 * field with a default, an empty list or a conditional rule (the Spanish of an article, all or none)
 * is not required however it is written. `given` holds what the form always sends (a button's
 * `intent`, a hidden id); those are not fields a person fills.
 */
export function requiredFields(schema: $ZodType, given: Record<string, string> = {}): string[] {
  const cached = cache.get(schema)?.get(key(given))
  if (cached) return cached
  const formData = new FormData()
  for (const [name, value] of Object.entries(given)) formData.set(name, value)
  const submission = parseWithZod(formData, { schema })
  const refused =
    submission.status === 'error'
      ? Object.keys(submission.error ?? {}).filter((name) => name !== '' && !(name in given))
      : []
  const names = refused.sort()
  const bySchema = cache.get(schema) ?? new Map<string, string[]>()
  bySchema.set(key(given), names)
  cache.set(schema, bySchema)
  return names
}

const cache = new WeakMap<$ZodType, Map<string, string[]>>()
const key = (given: Record<string, string>) => JSON.stringify(Object.entries(given).sort())

/**
 * Conform's `constraint` holding only `required`, from `requiredFields`: `meta.required` then marks
 * the field. Conform's own `getZodConstraint` would also add `pattern`, `min` and `maxLength`
 * attributes (some invalid on the controls they would land on) and calls any non-optional field
 * required, an empty-able list included.
 */
export function requiredConstraint(
  schema: $ZodType,
  given: Record<string, string> = {},
): Record<string, { required: boolean }> {
  return Object.fromEntries(requiredFields(schema, given).map((name) => [name, { required: true }]))
}
