import type { Versions } from '../i18n/content'
import type { FinishId } from './finishes'
import { trackedList } from './reads'

/**
 * The portfolio's projects and case study. The projects below are the seed of the published list
 * (decision 033): the database holds it from the first start, the owner edits it in the console, and
 * `applyPublished` puts the published projects, in the owner's order, in place of `portfolioProjects`.
 * A project's picture is a finish's artwork or a photo uploaded in the Content area. The home page's
 * cards are in home.ts, so the home page does not ship this list.
 */

export const projectCategories = ['residential', 'commercial', 'industrial'] as const
export const projectFinishKinds = ['metallic', 'flake', 'solid'] as const
export type ProjectCategory = (typeof projectCategories)[number]
export type ProjectFinishKind = (typeof projectFinishKinds)[number]

type PortfolioProjectFields = {
  id: string
  title: string
  location: string
  category: ProjectCategory
  finish: ProjectFinishKind
  /** The finish artwork standing in for the project's photo, or an uploaded photo's id. */
  image: FinishId | (string & {})
  /** What an uploaded photo shows (the artwork has its own). */
  imageAlt?: string
  durationDays: number
  /** Covered by the lifetime warranty badge of the portfolio grid. */
  warranty: boolean
  sqft: number
  // A version per other language, its visitor-facing words all or none (decision 034): only a project
  // with one is shown on that language's portfolio. Projects published before the Spanish pages have none.
}

export type PortfolioProject = PortfolioProjectFields & Versions<PortfolioProjectVersion>

/** The words of a project a visitor reads, in one language: its photo's description only with a photo. */
export type PortfolioProjectVersion = { title: string; location: string; imageAlt?: string }

type Row = [string, string, string, ProjectCategory, ProjectFinishKind, FinishId, number, number]

// id, title, location, category, finish, image, days, sq ft
const rows: Row[] = [
  [
    'copper-garage-buford',
    'Copper Flow Garage',
    'Buford',
    'residential',
    'metallic',
    'metallic-copper',
    2,
    480,
  ],
  [
    'storm-basement-sugar-hill',
    'Storm Grey Basement',
    'Sugar Hill',
    'residential',
    'solid',
    'storm-grey',
    2,
    900,
  ],
  [
    'flake-garage-suwanee',
    'Family Garage in Flake',
    'Suwanee',
    'residential',
    'flake',
    'gunmetal-flake',
    1,
    400,
  ],
  [
    'blue-showroom-alpharetta',
    'Boutique Showroom',
    'Alpharetta',
    'commercial',
    'metallic',
    'metallic-blue',
    3,
    1100,
  ],
  [
    'warehouse-gainesville',
    'Distribution Warehouse Bay',
    'Gainesville',
    'industrial',
    'flake',
    'gunmetal-flake',
    5,
    2400,
  ],
  [
    'taproom-lawrenceville',
    'Taproom Floor',
    'Lawrenceville',
    'commercial',
    'metallic',
    'black-silver-metallic',
    3,
    1800,
  ],
  [
    'marble-kitchen-duluth',
    'White Marble Kitchen',
    'Duluth',
    'residential',
    'metallic',
    'white-marble-metallic',
    2,
    650,
  ],
  [
    'speckle-workshop-cumming',
    'Weekend Workshop',
    'Cumming',
    'residential',
    'flake',
    'granite-speckle',
    1,
    420,
  ],
  ['clinic-athens', 'Veterinary Clinic', 'Athens', 'commercial', 'solid', 'storm-grey', 4, 2100],
  [
    'green-gym-dacula',
    'Home Gym in Electric Green',
    'Dacula',
    'residential',
    'metallic',
    'electric-green',
    2,
    560,
  ],
  ['machine-shop-norcross', 'Machine Shop', 'Norcross', 'industrial', 'solid', 'storm-grey', 6, 3500],
  ['salon-decatur', 'Salon Floor', 'Decatur', 'commercial', 'metallic', 'custom-blend', 2, 750],
  [
    'lava-garage-flowery-branch',
    'Midnight Lava Garage',
    'Flowery Branch',
    'residential',
    'metallic',
    'black-silver-metallic',
    2,
    720,
  ],
  [
    'fire-station-marietta',
    'Fire Station Apparatus Bay',
    'Marietta',
    'industrial',
    'flake',
    'granite-speckle',
    5,
    3200,
  ],
  ['patio-braselton', 'Covered Patio', 'Braselton', 'residential', 'solid', 'storm-grey', 1, 450],
  [
    'auto-detail-snellville',
    'Auto Detail Studio',
    'Snellville',
    'commercial',
    'flake',
    'gunmetal-flake',
    3,
    1600,
  ],
  [
    'copper-lobby-roswell',
    'Office Lobby in Copper',
    'Roswell',
    'commercial',
    'metallic',
    'metallic-copper',
    3,
    1250,
  ],
  ['brewhouse-canton', 'Brewhouse Production Floor', 'Canton', 'industrial', 'solid', 'storm-grey', 6, 3400],
  ['blue-garage-lilburn', 'Ocean Blue Garage', 'Lilburn', 'residential', 'metallic', 'metallic-blue', 2, 600],
  ['retail-kennesaw', 'Sporting Goods Store', 'Kennesaw', 'commercial', 'flake', 'granite-speckle', 4, 2800],
  ['fabrication-conyers', 'Fabrication Shop', 'Conyers', 'industrial', 'flake', 'gunmetal-flake', 5, 3000],
  ['basement-bar-grayson', 'Basement Bar', 'Grayson', 'residential', 'metallic', 'custom-blend', 2, 520],
  ['dental-johns-creek', 'Dental Office', 'Johns Creek', 'commercial', 'solid', 'storm-grey', 3, 1400],
  ['green-arcade-atlanta', 'Arcade Lounge', 'Atlanta', 'commercial', 'metallic', 'electric-green', 4, 1900],
  ['loading-dock-jefferson', 'Loading Dock', 'Jefferson', 'industrial', 'solid', 'storm-grey', 4, 2600],
  [
    'marble-foyer-milton',
    'Marble Foyer',
    'Milton',
    'residential',
    'metallic',
    'white-marble-metallic',
    1,
    400,
  ],
]

/**
 * The published projects, in order. Mutable only for `applyPublished`, which replaces its contents in
 * place so every importer sees the published list (decision 033).
 */
// Marked pure: only loaders read the list (the browser gets it as page data), so the bundler leaves the
// seed rows out of the portfolio's JavaScript.
// Its reads are noted while a page renders (decision 042).
export const portfolioProjects: PortfolioProject[] = /* @__PURE__ */ trackedList(
  'project',
  /* @__PURE__ */ rows.map(([id, title, city, category, finish, image, durationDays, sqft]) => ({
    id,
    title,
    location: `${city}, GA`,
    category,
    finish,
    image,
    durationDays,
    warranty: true,
    sqft,
  })),
  (p) => p.id,
)

/**
 * The portfolio's featured case study: its picture and its size. Its words are the portfolio's catalog
 * in each language (content/<lang>/portfolio.ts, decision 039).
 */
export const caseStudy = { image: 'black-silver-metallic' as FinishId, sqft: 1800 } as const

/**
 * Placeholder tiles of the portfolio's Instagram grid until the feed is connected: their pictures, in
 * the order of the captions in the portfolio's catalog.
 */
export const instagramTiles: readonly FinishId[] = [
  'metallic-copper',
  'gunmetal-flake',
  'white-marble-metallic',
  'electric-green',
  'granite-speckle',
  'metallic-blue',
]
