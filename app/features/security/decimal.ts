/**
 * A number typed as text, read as a person writes it: digits, with at most one
 * decimal point. `Number()` also reads hex (`0x1F4`), exponents (`1e3`), signs
 * and `Infinity`, so `sqft=0x1F4` priced 500 square feet. A blank is missing
 * (undefined), not zero; anything else that is not plain digits is NaN, which
 * a number schema refuses with its field's message. Non-strings pass through.
 */
export function decimalFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text === '') return undefined
  return /^\d{1,15}(\.\d{1,6})?$/.test(text) ? Number(text) : Number.NaN
}
