import { monthName } from '~/features/schedule/calendar'
import type { Lang } from '~/i18n/lang'

/** A citation as text runs, so the container title can be set in italics. */
export type Citation = { runs: { text: string; italic?: boolean }[]; text: string }

type Source = { title: string; author: string; datePublished: string; siteName: string; url: string }

const mlaMonths = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
]

/**
 * The months as a citation in Spanish writes them (decision 034): the MLA's abbreviations and APA's
 * names, lower case. Server-only, like every caller of this module.
 */
const mlaMonthsEs = [
  'ene.',
  'feb.',
  'mar.',
  'abr.',
  'mayo',
  'jun.',
  'jul.',
  'ago.',
  'sept.',
  'oct.',
  'nov.',
  'dic.',
]
const monthsEs = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number)
  return { year: y, month: m - 1, day: d }
}

/** "Given Family" → { family, given }; a one-word name (a company) stays whole. */
function splitName(name: string) {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { family: name.trim(), given: '' }
  return { family: words[words.length - 1], given: words.slice(0, -1).join(' ') }
}

const endWith = (s: string, mark: string) => (/[.?!]$/.test(s) ? s : `${s}${mark}`)

function citation(runs: Citation['runs']): Citation {
  return { runs, text: runs.map((r) => r.text).join('') }
}

/** MLA 9: Family, Given. "Title." *Site*, Day Mon. Year, URL. In Spanish, the months are Spanish. */
export function mlaCitation(s: Source, personal: boolean, lang: Lang = 'en'): Citation {
  const { year, month, day } = parts(s.datePublished)
  const { family, given } = splitName(s.author)
  const author = personal && given ? `${family}, ${given}. ` : ''
  const months = lang === 'es' ? mlaMonthsEs : mlaMonths
  return citation([
    { text: `${author}“${endWith(s.title, '.')}” ` },
    { text: s.siteName, italic: true },
    { text: `, ${day} ${months[month]} ${year}, ${s.url.replace(/^https?:\/\//, '')}.` },
  ])
}

/** APA 7: Family, G. (Year, Month Day). *Title*. Site. URL; in Spanish (Year, Day de month). */
export function apaCitation(s: Source, personal: boolean, lang: Lang = 'en'): Citation {
  const { year, month, day } = parts(s.datePublished)
  const { family, given } = splitName(s.author)
  const initials = given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((g) => `${g[0].toUpperCase()}.`)
    .join(' ')
  const author = personal && initials ? `${family}, ${initials}` : s.siteName
  return citation([
    {
      text:
        lang === 'es'
          ? `${author} (${year}, ${day} de ${monthsEs[month]}). `
          : `${author} (${year}, ${monthName(month + 1)} ${day}). `,
    },
    { text: s.title.replace(/\.$/, ''), italic: true },
    { text: `${/[?!]$/.test(s.title) ? '' : '.'} ${s.siteName}. ${s.url}` },
  ])
}
