import { describe, expect, test } from 'vitest'
import { alternatesOf, declaredTwin, englishPathOf, hasSpanish, langOfPath, pathIn, twinOf } from './lang'

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

  test("a page of the owner's content has a twin exactly when its loader declares one", () => {
    expect(declaredTwin({ twin: true })).toBe(true)
    expect(declaredTwin({ twin: false })).toBe(false)
    expect(declaredTwin({ title: 'x' })).toBeUndefined()
    expect(declaredTwin(null)).toBeUndefined()
    expect(twinOf('/article/cure-times', true)).toEqual({ lang: 'es', path: '/es/article/cure-times' })
    expect(twinOf('/article/cure-times', false)).toBeNull()
    expect(alternatesOf('/es/article/cure-times', true).map((a) => a.path)).toEqual([
      '/article/cure-times',
      '/es/article/cure-times',
      '/article/cure-times',
    ])
    expect(alternatesOf('/article/cure-times', false)).toEqual([])
  })
})
