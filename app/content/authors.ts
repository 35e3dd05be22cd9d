import type { Versions } from '../i18n/content'
import { trackedList } from './reads'

/**
 * The staff who write the articles under app/content/articles. Each article's
 * front matter names its author by `slug`. These are the seed: the published authors (decision 033)
 * are put in place of this array's items, so every reader of `authors` follows the console.
 */

type AuthorFields = {
  /** The lowercased, hyphenated name; articles refer to it. */
  slug: string
  name: string
  role: string
  /** Two or three sentences. */
  bio: string
  expertise: string[]
  certifications: string[]
  email: string
  /** A direct line for the vCard; absent: the business's number. */
  phone?: string
  /** The LinkedIn profile (https); an author written in the console may have none. */
  linkedin?: string
  avatarInitials: string
  /**
   * An uploaded photo's id (decision 033), cut square in `authorPhotoWidths`; absent: the page shows
   * the initials.
   */
  photo?: string
  // A version per other language (decision 034): the words a visitor reads, all or none. Only an
  // author with one has a page in that language; an author without it is named on that language's
  // articles without a link. The repository's are in `<lang>/authors.ts`, joined on the server.
}

export type Author = AuthorFields & Versions<AuthorVersion>

/** The words of an author that a visitor reads, in one language. */
export type AuthorVersion = Pick<AuthorFields, 'role' | 'bio' | 'expertise' | 'certifications'>

/** The widths an author's square photo is stored in: shown at 80 px, twice that on dense screens. */
export const authorPhotoWidths = [160, 320, 640] as const

/** The initials the page shows when there is no photo: the first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

// Its reads are noted while a page renders (decision 042).
export const authors: Author[] = trackedList(
  'author',
  [
    {
      slug: 'caleb-ashford',
      name: 'Caleb Ashford',
      role: 'Founder & Lead Installer',
      bio: 'Caleb spent more than a decade grinding, repairing, and coating concrete for contractors across Metro Atlanta before founding Refined Resin in Buford. He leads every residential crew and still hand-works most of the metallic pours himself. His rule on every job: read the slab before quoting it.',
      expertise: [
        'Surface preparation and diamond grinding',
        'Metallic epoxy design',
        'Garage flake systems',
        'Crack and joint repair',
      ],
      certifications: [
        'ICRI Concrete Surface Repair Technician',
        'OSHA 30-Hour Construction',
        'ACI Concrete Flatwork Finisher',
      ],
      email: 'caleb@refinedresin.example',
      linkedin: 'https://www.linkedin.com/in/caleb-ashford-refinedresin',
      avatarInitials: 'CA',
    },
    {
      slug: 'renee-okafor',
      name: 'Renee Okafor',
      role: 'Technical Director',
      bio: 'Renee came to Refined Resin from the protective coatings industry, where she worked as a coatings inspector on commercial and industrial projects throughout the Southeast. She runs the moisture testing, product selection, and quality checks behind every floor the company installs.',
      expertise: [
        'Coatings chemistry',
        'Concrete moisture testing',
        'Product and system selection',
        'Failure analysis',
        'Quality control',
      ],
      certifications: [
        'SSPC Protective Coatings Specialist',
        'ICRI Concrete Slab Moisture Testing Technician',
        'AMPP Certified Coating Inspector Level 1',
      ],
      email: 'renee@refinedresin.example',
      linkedin: 'https://www.linkedin.com/in/renee-okafor-coatings',
      avatarInitials: 'RO',
    },
    {
      slug: 'jordan-pruitt',
      name: 'Jordan Pruitt',
      role: 'Commercial Projects Manager',
      bio: 'Jordan managed warehouse, retail, and food-service flooring projects around Gwinnett and Hall counties before joining Refined Resin. He writes the specs, phases the schedules, and makes sure a commercial client never has to close longer than planned.',
      expertise: [
        'Commercial and industrial floor systems',
        'Project phasing and scheduling',
        'Specification writing',
        'Jobsite safety',
      ],
      certifications: [
        'OSHA 30-Hour Construction',
        'ACI Concrete Field Testing Technician – Grade I',
        'PMI Certified Associate in Project Management (CAPM)',
      ],
      email: 'jordan@refinedresin.example',
      linkedin: 'https://www.linkedin.com/in/jordan-pruitt-floors',
      avatarInitials: 'JP',
    },
  ],
  (a) => a.slug,
)
