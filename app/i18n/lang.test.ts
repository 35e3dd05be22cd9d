import { describe, expect, test } from 'vitest'
import { alternatesOf, basePathOf, declaredTwin, isTranslated, langOfPath, pathIn, twinsOf } from './lang'
import { defaultLang, isLang, langs, localeList } from './locales'

describe('where a page lives in each language', () => {
  test('a path under /es is Spanish, everything else English, /estimator included', () => {
    expect(langOfPath('/es')).toBe('es')
    expect(langOfPath('/es/contact')).toBe('es')
    expect(langOfPath('/estimator')).toBe('en')
    expect(langOfPath('/')).toBe('en')
  })

  test('adding and removing a prefix finds the twins, the home page included', () => {
    expect(pathIn('es', '/')).toBe('/es')
    expect(pathIn('es', '/contact')).toBe('/es/contact')
    expect(basePathOf('/es')).toBe('/')
    expect(basePathOf('/es/contact')).toBe('/contact')
    expect(twinsOf('/contact')).toEqual([{ lang: 'es', path: '/es/contact' }])
    expect(twinsOf('/es/contact')).toEqual([{ lang: 'en', path: '/contact' }])
  })

  test('a page that exists in one language only has no twin', () => {
    expect(isTranslated('/portfolio')).toBe(false)
    expect(twinsOf('/portfolio')).toEqual([])
  })

  test("a page of the owner's content has a twin exactly when its loader declares one", () => {
    expect(declaredTwin({ twin: true })).toBe(true)
    expect(declaredTwin({ twin: false })).toBe(false)
    expect(declaredTwin({ title: 'x' })).toBeUndefined()
    expect(declaredTwin(null)).toBeUndefined()
    expect(twinsOf('/article/cure-times', true)).toEqual([{ lang: 'es', path: '/es/article/cure-times' }])
    expect(twinsOf('/article/cure-times', false)).toEqual([])
    expect(alternatesOf('/es/article/cure-times', true)).toEqual([
      { hreflang: 'en-US', path: '/article/cure-times' },
      { hreflang: 'es-US', path: '/es/article/cure-times' },
      { hreflang: 'x-default', path: '/article/cure-times' },
    ])
    expect(alternatesOf('/article/cure-times', false)).toEqual([])
  })
})

describe('the list of locales', () => {
  test('the default language comes first, has no prefix, and every other has its own', () => {
    expect(localeList[0].lang).toBe(defaultLang)
    expect(localeList[0].prefix).toBe('')
    const prefixes = localeList.slice(1).map((l) => l.prefix)
    expect(prefixes.every((p) => /^\/[a-z-]+$/.test(p))).toBe(true)
    expect(new Set(prefixes).size).toBe(prefixes.length)
  })

  test('every language round-trips through its prefix', () => {
    for (const lang of langs) {
      expect(langOfPath(pathIn(lang, '/contact'))).toBe(lang)
      expect(basePathOf(pathIn(lang, '/contact'))).toBe('/contact')
      expect(langOfPath(pathIn(lang, '/'))).toBe(lang)
    }
  })

  test('only a listed code is a language', () => {
    expect(isLang('es')).toBe(true)
    expect(isLang('fr')).toBe(false)
    expect(isLang('__proto__')).toBe(false)
    expect(isLang(undefined)).toBe(false)
  })
})
