import { describe, expect, test } from 'vitest'
import type { PortfolioProject } from '~/content/projects'
import { projectsFromWire, projectsToWire } from './project-wire'

const seed: PortfolioProject = {
  id: 'copper-garage-buford',
  title: 'Copper Flow Garage',
  location: 'Buford, GA',
  category: 'residential',
  finish: 'metallic',
  image: 'metallic-copper',
  durationDays: 2,
  warranty: true,
  sqft: 480,
}

describe('the portfolio’s projects on the wire', () => {
  test('a project comes back exactly as it went, with and without an uploaded photo’s alt text', () => {
    const uploaded: PortfolioProject = {
      ...seed,
      id: 'new-garage',
      image: 'c0ffee',
      imageAlt: 'A grey flake garage | with a pipe',
      warranty: false,
    }
    expect(projectsFromWire(projectsToWire([seed, uploaded]))).toEqual([seed, uploaded])
  })

  test('the wire form is one string naming no field, smaller than the objects', () => {
    const wire = projectsToWire([seed, seed])
    expect(wire).not.toContain('durationDays')
    expect(wire.length).toBeLessThan(JSON.stringify([seed, seed]).length * 0.7)
  })
})
