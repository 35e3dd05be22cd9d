/**
 * Waits for something to happen rather than for a fixed time (decision 037): calls `condition` until
 * it returns a value other than `false`, `null` or `undefined` (or stops throwing), and returns that
 * value. The ceiling is generous on purpose: it is how long we are willing to wait before calling the
 * behaviour broken (the publish never arrived), not a claim about speed. Speed is what `npm run bench`
 * measures against the budgets.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  {
    timeout = 30_000,
    interval = 50,
    message = 'the condition',
  }: {
    /** The ceiling in ms: running out is a failure of behaviour, not of speed. */
    timeout?: number
    /** The pause between two tries in ms. */
    interval?: number
    /** What is awaited, for the error: "the new phone number on /". */
    message?: string | (() => string)
  } = {},
): Promise<Exclude<T, false | null | undefined>> {
  const deadline = performance.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await condition()
      if (value !== false && value !== null && value !== undefined)
        return value as Exclude<T, false | null | undefined>
      last = undefined
    } catch (error) {
      last = error
    }
    if (performance.now() >= deadline) break
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  const what = typeof message === 'function' ? message() : message
  const reason = last instanceof Error ? `: ${last.message}` : ''
  throw new Error(`waited ${timeout} ms for ${what}, and it never happened${reason}`, { cause: last })
}
