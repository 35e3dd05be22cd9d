import { describe, expect, it } from 'vitest'
import type { PortfolioProject } from '~/content/projects'
import { projectSchemaIn } from '~/features/content/schemas'
import { formDefaults, versionLangs } from '~/features/content/versions'
import { hasPortfolioIn, projectsIn } from './projects-in'

const project = (id: string, extra: Partial<PortfolioProject> = {}): PortfolioProject => ({
  id,
  title: `English ${id}`,
  location: 'Buford, GA',
  category: 'residential',
  finish: 'flake',
  image: 'gunmetal-flake',
  durationDays: 2,
  warranty: true,
  sqft: 500,
  ...extra,
})

const photo = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('the Spanish portfolio’s projects', () => {
  it('keeps only the projects with Spanish, in order, in their Spanish words, with no English text left', () => {
    const shown = projectsIn(
      [
        project('a', { es: { title: 'Garaje A', location: 'Buford, GA' } }),
        project('b'),
        project('c', {
          image: photo,
          imageAlt: 'A grey garage floor',
          es: { title: 'Garaje C', location: 'Dacula, GA', imageAlt: 'Un piso gris de garaje' },
        }),
        project('d', {
          image: photo,
          imageAlt: 'A blue floor',
          es: { title: 'Piso D', location: 'Duluth, GA' },
        }),
      ],
      'es',
    )
    expect(shown.map((p) => p.id)).toEqual(['a', 'c', 'd'])
    expect(shown[0]).toMatchObject({ title: 'Garaje A', location: 'Buford, GA', sqft: 500 })
    expect(shown[1]).toMatchObject({ title: 'Garaje C', imageAlt: 'Un piso gris de garaje' })
    // A photo without its Spanish description is not described in English.
    expect(shown[2].imageAlt).toBeUndefined()
    expect(shown.every((p) => !('es' in p))).toBe(true)
    expect(JSON.stringify(shown)).not.toMatch(/English|grey garage|blue floor/)
  })

  it('shows every project as written in the default language, and in the pseudo-locale, which has no content of its own', () => {
    const projects = [project('a', { es: { title: 'Garaje A', location: 'Buford, GA' } }), project('b')]
    expect(projectsIn(projects, 'en').map((p) => p.title)).toEqual(['English a', 'English b'])
    expect(projectsIn(projects, 'en-XA').map((p) => p.title)).toEqual(['English a', 'English b'])
    expect(projectsIn(projects, 'en').every((p) => !('es' in p))).toBe(true)
  })

  it('exists in Spanish while any project has Spanish', () => {
    expect(hasPortfolioIn([project('a'), project('b')], 'es')).toBe(false)
    expect(hasPortfolioIn([project('a'), project('b', { es: { title: 'B', location: 'X' } })], 'es')).toBe(
      true,
    )
    expect(hasPortfolioIn([project('a')], 'en')).toBe(true)
  })
})

describe('a project’s Spanish fields in the console', () => {
  const form = {
    title: 'Lakeside Boathouse',
    location: 'Gainesville, GA',
    category: 'residential',
    finish: 'flake',
    sqft: '640',
    durationDays: '2',
    image: 'granite-speckle',
  }
  const errors = (input: Record<string, string>) => {
    // The form's names nested as Conform parses them: `es.title` is the title of the `es` version.
    const parsed = projectSchemaIn(versionLangs).safeParse(formDefaults(input))
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('accepts none of them, or all of them', () => {
    expect(errors(form)).toEqual({})
    expect(errors({ ...form, 'es.title': ' ', 'es.location': '\n' })).toEqual({})
    expect(errors({ ...form, 'es.title': 'Casa del lago', 'es.location': 'Gainesville, GA' })).toEqual({})
  })

  it('refuses half of them, naming each empty one', () => {
    expect(errors({ ...form, 'es.location': 'Gainesville, GA' })).toEqual({
      'es.title': expect.stringMatching(/^Fill in every Spanish field, or leave them all empty/),
    })
  })

  it('asks for the photo’s Spanish description only when the picture is a photo', () => {
    const spanish = { 'es.title': 'Casa del lago', 'es.location': 'Gainesville, GA' }
    expect(errors({ ...form, ...spanish, image: photo, imageAlt: 'A boathouse floor' })).toEqual({
      'es.imageAlt': expect.stringMatching(/Fill in every Spanish field/),
    })
    expect(
      errors({ ...form, ...spanish, image: photo, imageAlt: 'A boathouse floor', 'es.imageAlt': 'Un piso' }),
    ).toEqual({})
    // With a photo but no Spanish at all, nothing is asked.
    expect(errors({ ...form, image: photo, imageAlt: 'A boathouse floor' })).toEqual({})
  })

  it('holds the Spanish to the English fields’ limits', () => {
    expect(errors({ ...form, 'es.title': 'x'.repeat(81), 'es.location': 'Gainesville, GA' })).toEqual({
      'es.title': 'Keep the Spanish title under 80 characters.',
    })
  })
})
