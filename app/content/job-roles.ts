import type { Versions } from '../i18n/content'
import { defaultLang, type Lang } from '../i18n/locales'
import { careers } from './business'
import { live } from './live'
import { trackedList } from './reads'

type JobRoleFields = {
  /** Lower-case words joined by hyphens; the application form posts it. */
  id: string
  title: string
  tagline: string
  location: string
  description: string
  requirements: readonly string[]
  payRange: string
  employmentType: 'FULL_TIME' | 'PART_TIME'
  /** The pay as numbers, for JobPosting structured data. */
  pay: { min: number; max: number; unit: 'HOUR' | 'YEAR' }
  /** Open roles are listed on /careers and offered by its form; a closed one is kept for its applications. */
  open: boolean
  // A version per other language, every text field or none (decision 034): only a role with one is
  // listed on that language's careers page, so no page mixes languages. Roles published before the
  // Spanish pages have none.
}

export type JobRole = JobRoleFields & Versions<JobRoleVersion>

/** The words of a role that a visitor reads, in one language. */
export type JobRoleVersion = Pick<
  JobRoleFields,
  'title' | 'tagline' | 'location' | 'description' | 'requirements' | 'payRange'
>

type SeedRole = Omit<JobRole, 'pay' | 'open' | Lang> & { id: keyof typeof careers.pay }

/** Every role, open or closed, in the order the owner set (decision 033: replaced in place on a publish). */
const roleWords = ['title', 'tagline', 'location', 'description', 'requirements', 'payRange'] as const

/**
 * A role's words in a language: as written for the default language, the owner's own version for
 * another (stored under the language's code), or undefined where the owner has not written it in
 * that language, and the role is not listed there (decision 034).
 */
export function roleIn(role: JobRole, lang: Lang): JobRoleVersion | undefined {
  const version = lang === defaultLang ? role : role[lang]
  if (!version) return undefined
  return Object.fromEntries(roleWords.map((key) => [key, version[key]])) as JobRoleVersion
}

// Its reads are noted while a page renders (decision 042).
export const allJobRoles: JobRole[] = trackedList(
  'job-role',
  (
    [
      {
        id: 'installer-apprentice',
        title: 'Installer Apprentice',
        tagline: 'Learn the craft from the grinder up.',
        location: careers.roleLocations['installer-apprentice'],
        description:
          'Work beside our lead installers on garages, patios and shops: surface prep, crack repair, priming and the first pours. We teach the chemistry and the technique; you bring care and stamina.',
        requirements: [
          'Reliable transportation and a valid driver’s license',
          'Comfortable lifting 50 lb and working on your knees',
          'Available for weekend install blocks',
          'No experience needed: curiosity and attention to detail are',
        ],
        payRange: careers.pay['installer-apprentice'],
        employmentType: 'FULL_TIME',
      },
      {
        id: 'lead-installer',
        title: 'Lead Installer',
        tagline: 'Run the crew, own the pour.',
        location: careers.roleLocations['lead-installer'],
        description:
          'Lead a two-to-three person crew from moisture test to reveal day. You plan the job, mix and pour metallic and flake systems, and hand the customer a floor you would put your name on.',
        requirements: [
          '2+ years installing epoxy, polyaspartic or other resin floors',
          'Experience with diamond grinders and moisture testing',
          'Able to lead a small crew and talk clearly with homeowners',
          'Valid driver’s license and clean driving record',
        ],
        payRange: careers.pay['lead-installer'],
        employmentType: 'FULL_TIME',
      },
      {
        id: 'estimator',
        title: 'Estimator',
        tagline: 'Turn site visits into accurate, winning quotes.',
        location: careers.roleLocations.estimator,
        description:
          'Visit homes and facilities, assess the concrete, measure the space and build quotes that are right the first time. You are the first person our customers meet, so you explain options plainly and follow up fast.',
        requirements: [
          'Experience in construction estimating or flooring sales',
          'Comfortable reading plans and measuring large spaces',
          'Organized follow-up and clear written quotes',
          'Valid driver’s license',
        ],
        payRange: careers.pay.estimator,
        employmentType: 'FULL_TIME',
      },
      {
        id: 'content-creator',
        title: 'Content Creator',
        tagline: 'Show Atlanta what a perfect pour looks like.',
        location: careers.roleLocations['content-creator'],
        description:
          'Film and photograph our installs, edit short videos and write captions that teach as much as they sell. Part of the week on job sites, part wherever you edit best.',
        requirements: [
          'A portfolio of short-form video or photography',
          'Comfortable on active job sites with safety gear',
          'Basic editing in any mainstream tool',
          'Able to be on site for weekend pours',
        ],
        payRange: careers.pay['content-creator'],
        employmentType: 'PART_TIME',
      },
    ] satisfies SeedRole[]
  ).map((role) => ({ ...role, pay: { ...careers.payRanges[role.id] }, open: true })),
  (r) => r.id,
)

/** The open roles, as /careers lists them and its form offers them. */
export const jobRoles: readonly JobRole[] = live(() => allJobRoles.filter((role) => role.open))

/** When the roles were posted, for JobPosting structured data. */
export const rolesPostedOn = '2025-06-01'
