import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { companyFacts } from '~/features/chat/knowledge.server'
import { aiIndex } from './ai-index'
import { llmsTxt } from './llms-txt'
import { siteContent } from './site-content.server'

// A dollar figure with one decimal ("$9.5"): no formatter of ours writes that.
const oneDecimal = /\$\d[\d,]*\.\d(?!\d)/g

describe('money in public artefacts goes through the one formatter (decision 031)', () => {
  it('llms.txt writes the rates as the pages do', () => {
    const text = llmsTxt(aiIndex('https://refinedresin.example', siteContent()))
    expect(text).toContain('Instant estimate base rate $6.75-$9.50/sq ft')
    expect(text.match(oneDecimal)).toBeNull()
  })

  it('Remy’s facts write a rate as its replies do', () => {
    const facts = companyFacts().join('\n')
    expect(facts).toContain('$6.75-$9.50 per sq ft')
    expect(facts.match(oneDecimal)).toBeNull()
  })

  it('no module writes a dollar sign before a number by hand', () => {
    const formatters = new Set(['app/content/format.ts', 'app/content/es/format.ts'])
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      )
    const byHand = files('app')
      .filter((f) => !formatters.has(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          // "$${n}" in a template, or "'$' + n".
          .filter(({ line }) => /\$\$\{|['"`]\$['"`]\s*\+/.test(line))
          .map(({ where }) => where),
      )
    expect(byHand).toEqual([])
  })
})
