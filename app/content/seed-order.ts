/**
 * A value with its objects' keys in the order of a template's: the seed's. PostgreSQL's `jsonb` keeps
 * an object's keys in an order of its own (shorter first), so content read back from the database
 * would serialize otherwise than the seed it was imported from, and a page rendered from it would
 * differ, byte for byte, from the build's page of the same content. The build's pages are carried into
 * a store when a publish does not touch them (decision 042), so both must be written alike. Keys the
 * template lacks follow in their own order; an array's items follow the template's first item.
 */
export function inOrderOf<T>(value: T, template: unknown): T {
  if (Array.isArray(value)) {
    const item = Array.isArray(template) ? template[0] : undefined
    return value.map((v) => inOrderOf(v, item)) as T
  }
  if (!isPlainObject(value)) return value
  const shape = isPlainObject(template) ? template : {}
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(shape))
    if (Object.hasOwn(value, key)) put(out, key, inOrderOf(value[key], shape[key]))
  for (const key of Object.keys(value))
    if (!Object.hasOwn(out, key)) put(out, key, inOrderOf(value[key], undefined))
  return out as T
}

/** An own property, whatever its name: `out.__proto__ = v` would set the object's prototype instead. */
function put(out: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype
}
