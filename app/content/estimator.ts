import type { FinishId } from './finishes'

/**
 * The picture of each finish the estimator offers, by the finish's value: data, the same in every
 * language (the finishes' words are each language's `estimator` catalog, decision 039).
 */
export const finishArtwork: Readonly<Record<string, FinishId>> = {
  'metallic-copper': 'metallic-copper',
  'gunmetal-flake': 'gunmetal-flake',
  'storm-grey': 'storm-grey',
  custom: 'custom-blend',
}
