import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageHome, pseudoLocaleGuard } from './language-home'

/** A host with the two doors in front of a page that answers with its own path. */
function host(pseudo: boolean) {
  const app = express()
  app.use(pseudoLocaleGuard(pseudo))
  app.use(languageHome)
  app.use((req, res) => res.send(`page ${req.path}`))
  return app
}

const servers: { close: () => void }[] = []
const listen = (app: express.Express) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    })
    servers.push(server)
  })

let production: string
let tests: string
beforeAll(async () => {
  production = await listen(host(false))
  tests = await listen(host(true))
})
afterAll(() => {
  for (const s of servers) s.close()
})

describe('the front door and the languages', () => {
  it('never serves the pseudo-locale unless it is switched on', async () => {
    for (const path of ['/contact', '/estimator', '/pricing'])
      expect((await fetch(`${production}/en-xa${path}`)).status).toBe(404)
    expect((await fetch(`${production}/en-xa`)).status).toBe(404)
    expect(await (await fetch(`${tests}/en-xa/contact`)).text()).toBe('page /en-xa/contact')
    // A page whose path only starts like the prefix is not the pseudo-locale's.
    expect((await fetch(`${production}/en-xample`)).status).toBe(200)
  })

  it('sends a visitor who chose a language back to its home, and ignores a made-up one', async () => {
    const to = async (cookie: string) =>
      (await fetch(`${production}/`, { headers: { cookie }, redirect: 'manual' })).headers.get('location')
    expect(await to('lang=es')).toBe('/es')
    expect(await to('lang=en')).toBeNull()
    expect(await to('lang=fr')).toBeNull()
    expect(await to('lang=../../etc')).toBeNull()
  })
})
