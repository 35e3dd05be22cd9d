import { describe, expect, it } from 'vitest'
import { packWords, unpackWords } from '~/features/showcase/packed-words'
import { portfolioPageEs } from '~/features/showcase/portfolio-es.server'
import { isTranslated } from '~/i18n/lang'
import { portfolioCopy } from '../portfolio'
import { portfolioEs } from './portfolio'

/** Every key path of a copy object, lists item by item, so a missing or extra item shows too. */
function keyPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [`${at}[${i}]`, ...keyPaths(v, `${at}[${i}]`)])
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .sort()
      .flatMap((k) => [`${at}.${k}`, ...keyPaths(Reflect.get(value, k), `${at}.${k}`)])
  }
  return []
}

describe('the portfolio in Spanish', () => {
  it('has the English copy’s shape, the finishes’ descriptions included', () => {
    expect(keyPaths(portfolioEs)).toEqual(keyPaths(portfolioCopy))
  })

  it('formats on the server, leaving the marks the browser fills', () => {
    const es = portfolioPageEs()
    expect(es.showing).toBe('Mostrando {shown} de {total} proyectos')
    expect(es.card.days).toBe('{days} días')
    expect(es.card.sqft).toBe('{area} pies²')
    expect(es.caseStudy.stats[0].value).toBe('1,800 pies²')
  })

  it('travels packed in the English copy’s shape and reads back whole', () => {
    const es = portfolioPageEs()
    const packed = packWords(portfolioCopy, es)
    expect(packed).not.toMatch(/"/)
    expect(unpackWords(portfolioCopy, packed)).toEqual(es)
  })

  it('links only pages that exist in Spanish', () => {
    const es = portfolioPageEs()
    const links = [...es.heroLinks, es.caseStudy.link, ...es.cta.links].map((l) => l.to.split(/[?#]/)[0])
    for (const to of links) expect(to === '/es/portfolio' || isTranslated(to.slice(3)), to).toBe(true)
  })
})
