import { createContext, useContext } from 'react'

/** The per-response CSP nonce; empty in the browser and in prerendered files (those use hashes). */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
