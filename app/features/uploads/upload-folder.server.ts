import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The folder the host set aside for one request's uploads (server/upload-spool.ts):
 * the body was spooled there, and the files parsed out of it are written beside it.
 * The host removes the folder when the response closes.
 *
 * Kept on `globalThis` under a registered symbol because the host bundle and
 * React Router's server build each carry their own copy of this module, and
 * both must see the one store.
 */
const key = Symbol.for('refined-resin.upload-folder')
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<string> }

holder[key] ??= new AsyncLocalStorage<string>()

export const uploadFolder: AsyncLocalStorage<string> = holder[key]
