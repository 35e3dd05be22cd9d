import type { Database } from './db/client.server'

declare module 'react-router' {
  interface AppLoadContext {
    db: Database
    nonce: string
    /** The client's address as the host saw it (for rate limits). */
    ip: string
  }
}
