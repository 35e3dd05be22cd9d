/**
 * Runs what many callers ask for at once as one batch (decision 040): calls that arrive while a
 * batch is running, or in the same turn of the event loop, wait and go together in the next one,
 * so a burst of requests costs a few batches rather than one round of work each.
 */
export function batched<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  maxBatch = 256,
): (item: In) => Promise<Out> {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let running = false

  async function drain() {
    while (queue.length) {
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
      if (running) return
      running = true
      // The rest of this turn's arrivals join the first batch.
      setImmediate(() => void drain())
    })
}
