/**
 * Runs what many callers ask for at once as one batch (decision 040): calls that arrive while a
 * batch is running, or in the same turn of the event loop, wait and go together in the next one,
 * so a burst of requests costs a few batches rather than one round of work each.
 *
 * With `gatherMs`, a batch also waits while calls keep arriving, one turn of the event loop after
 * another, for at most that long: in a burst the requests' own work (parsing, routing) runs
 * between a batch's statements, so without it most batches would hold a call or two. A call that
 * arrives alone waits one turn of the event loop.
 */
export function batched<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  maxBatch = 256,
  { gatherMs = 0 }: { gatherMs?: number } = {},
): (item: In) => Promise<Out> {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let running = false
  let arrivals = 0

  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

  async function gather() {
    const until = performance.now() + gatherMs
    for (;;) {
      const seen = arrivals
      await nextTurn()
      if (arrivals === seen || queue.length >= maxBatch || performance.now() >= until) return
    }
  }

  async function drain() {
    while (queue.length) {
      if (gatherMs > 0) await gather()
      const batch = queue.splice(0, maxBatch)
      try {
        const out = await run(batch.map((w) => w.item))
        if (out.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${out.length}`)
        for (const [i, w] of batch.entries()) w.resolve(out[i] as Out)
      } catch (error) {
        for (const w of batch) w.reject(error)
      }
    }
    running = false
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      arrivals++
      if (running) return
      running = true
      // The rest of this turn's arrivals join the first batch.
      setImmediate(() => void drain())
    })
}
