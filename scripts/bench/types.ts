export type BenchRow = {
  name: string
  /** Requests per second achieved (or offered, for rate-fixed cases). */
  rps?: number
  p50?: number
  p99?: number
  errors?: number
  /** The budget this row is judged against, e.g. 'p99 < 50 ms at 500 req/s'. */
  budget?: string
  pass?: boolean
  note?: string
}

export type BenchContext = {
  baseUrl: string
  database: 'pglite' | 'postgres'
  /** The PostgreSQL database the server uses, for cases that write to it from outside. */
  databaseUrl?: string
}

/** One benchmark: runs against a started server and returns its rows. */
export type BenchCase = (ctx: BenchContext) => Promise<BenchRow[]>
