import { describe, expect, test } from 'vitest'
import { englishPathOf, hasSpanish, langOfPath, pathIn, twinOf } from './lang'

describe('where a page lives in each language', () => {
  test('a path under /es is Spanish, everything else English, /estimator included', () => {
    expect(langOfPath('/es')).toBe('es')
    expect(langOfPath('/es/contact')).toBe('es')
    expect(langOfPath('/estimator')).toBe('en')
    expect(langOfPath('/')).toBe('en')
  })

  test('adding and removing /es finds the twin, the home page included', () => {
    expect(pathIn('es', '/')).toBe('/es')
    expect(pathIn('es', '/contact')).toBe('/es/contact')
    expect(englishPathOf('/es')).toBe('/')
    expect(englishPathOf('/es/contact')).toBe('/contact')
    expect(twinOf('/contact')).toEqual({ lang: 'es', path: '/es/contact' })
    expect(twinOf('/es/contact')).toEqual({ lang: 'en', path: '/contact' })
  })

  test('a page that exists in English only has no twin', () => {
    expect(hasSpanish('/portfolio')).toBe(false)
    expect(twinOf('/portfolio')).toBeNull()
  })
})
