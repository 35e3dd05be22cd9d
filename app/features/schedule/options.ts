import type { FinishStyle, SpaceType } from '~/features/estimator/schema'

/**
 * The booking dialog's choices. They mirror the
 * database's enums in app/db/schema.ts (a test keeps them equal) but live here
 * so the browser never loads the database schema.
 */
export const projectTypes = ['residential', 'commercial', 'industrial'] as const
export const preferredFinishes = ['metallic', 'flake', 'solid', 'custom'] as const
export type ProjectType = (typeof projectTypes)[number]
export type PreferredFinish = (typeof preferredFinishes)[number]

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
