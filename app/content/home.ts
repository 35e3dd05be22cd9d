import type { FinishId } from './finishes'

/**
 * The home page's cards as data: places, sizes, dates and pictures (decision 039). Each language's
 * catalog (`content/<lang>/home.ts`) words them in this order.
 */
export const currentProjects: readonly {
  location: string
  sqft: number
  /** The ISO day it was completed; none while in progress. */
  completedOn?: string
}[] = [
  { location: 'Suwanee, GA', sqft: 600 },
  { location: 'Flowery Branch, GA', sqft: 800, completedOn: '2026-11-14' },
  { location: 'Gainesville, GA', sqft: 2400, completedOn: '2026-11-07' },
]

/** The home page's proof cards: a duration of 1 to 3 days each. */
export const proofCards: readonly { image: FinishId; durationDays: number; location: string }[] = [
  { image: 'black-silver-metallic', durationDays: 2, location: 'Buford, GA' },
  { image: 'metallic-blue', durationDays: 3, location: 'Alpharetta, GA' },
  { image: 'granite-speckle', durationDays: 1, location: 'Cumming, GA' },
]

/** A card of the Current & Recent Projects panel, as the page shows it. */
export type StatusProject = {
  title: string
  location: string
  finish: string
  sqft: number
  /** The status badge's words, and whether it is in progress. */
  status: string
  inProgress: boolean
  /** The progress note while in progress ('Day 2 of 3'), else the completion date as written. */
  progress: string
  /** The ISO completion date, for `<time>`. */
  completedOn?: string
}

/** A proof card, as the page shows it. */
export type ProofCard = {
  image: FinishId
  title: string
  finish: string
  durationDays: number
  location: string
  area: string
  alt: string
}

/** The project cards' words. */
export type CardWords = {
  completed: string
  day: string
  days: string
  duration: string
  location: string
  area: string
  sqft: string
}
