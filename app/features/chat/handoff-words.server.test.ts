import { describe, expect, it } from 'vitest'
import { company } from '~/content/business'
import { pathIn } from '~/i18n/lang'
import { isPseudo, langs } from '~/i18n/locales'
import { figureCutIn } from './figure-guard.server'
import { handoffWords } from './handoff.server'

// One hand-off in every language of the list (decision 039): each language's catalog says it, with
// the visitor's own name and contact kept as they gave them, and the pseudo-locale shows that no
// sentence of it is written in the code.
describe.each(langs)('the hand-off and the cut figure in %s', (lang) => {
  const words = handoffWords(lang)
  const contact = words.contactOf({ visitorPhone: '(470) 555-0199', visitorEmail: 'jane@example.com' })

  it('keeps the visitor’s name and both ways to reach them', () => {
    expect(contact).toContain('(470) 555-0199')
    expect(contact).toContain('jane@example.com')
    const done = words.done('Jane Doe', contact, true)
    expect(done).toContain('Jane Doe')
    expect(done).toContain(contact)
    expect(done).toContain(company.phone)
  })

  it('comes from the catalog', () => {
    const said = [words.askDetails, words.askName, words.restart, words.cancelled, figureCutIn(lang)]
    for (const text of said) {
      expect(text.trim()).not.toBe('')
      if (isPseudo(lang)) expect(text).toMatch(/⟦/)
      else expect(text).not.toMatch(/⟦/)
    }
    expect(figureCutIn(lang)).toContain(`(${pathIn(lang, '/estimator')})`)
  })
})
