import type { FinishStyle, SpaceType, Timeline } from '~/features/estimator/schema'

/**
 * The booking dialog's choices. They mirror the
 * database's enums in app/db/schema.ts (a test keeps them equal) but live here
 * so the browser never loads the database schema.
 */
export const projectTypes = ['residential', 'commercial', 'industrial'] as const
export const preferredFinishes = ['metallic', 'flake', 'solid', 'custom'] as const
export type ProjectType = (typeof projectTypes)[number]
export type PreferredFinish = (typeof preferredFinishes)[number]

export const projectTypeLabels: Record<ProjectType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
}

export const preferredFinishLabels: Record<PreferredFinish, string> = {
  metallic: 'Metallic',
  flake: 'Flake',
  solid: 'Solid',
  custom: 'Custom',
}

/** The estimator's space and finish choices, as the booking request names them (the public API). */
export const projectTypeForSpace: Record<SpaceType, ProjectType> = {
  garage: 'residential',
  patio: 'residential',
  basement: 'residential',
  commercial: 'commercial',
  warehouse: 'industrial',
}

export const preferredFinishForStyle: Record<FinishStyle, PreferredFinish> = {
  'metallic-copper': 'metallic',
  'gunmetal-flake': 'flake',
  'storm-grey': 'solid',
  custom: 'custom',
}

export const spaceLabels: Record<SpaceType, string> = {
  garage: 'Garage',
  patio: 'Patio',
  basement: 'Basement',
  commercial: 'Commercial Suite',
  warehouse: 'Warehouse',
}

export const finishStyleLabels: Record<FinishStyle, string> = {
  'metallic-copper': 'Metallic Copper',
  'gunmetal-flake': 'Gunmetal Flake',
  'storm-grey': 'Storm Grey Solid',
  custom: 'Custom Blend',
}

export const timelineLabels: Record<Timeline, string> = {
  'this-month': 'This Month',
  'next-month': 'Next Month',
  later: 'Later',
}
