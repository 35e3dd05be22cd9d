import { fill } from '~/i18n/fill'
import { defaultLang, type Lang } from '~/i18n/lang'
import { knowledgeCopy } from './words.server'

/** A citation as text runs, so the container title can be set in italics. */
export type Citation = { runs: { text: string; italic?: boolean }[]; text: string }

type Source = { title: string; author: string; datePublished: string; siteName: string; url: string }

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

/**
 * MLA 9: Family, Given. "Title." *Site*, Day Mon. Year, URL. The date is written by the language's
 * catalog (its months, its order; decision 039).
 */
export function mlaCitation(s: Source, personal: boolean, lang: Lang = defaultLang): Citation {
  const { year, month, day } = parts(s.datePublished)
  const { family, given } = splitName(s.author)
  const author = personal && given ? `${family}, ${given}. ` : ''
  const words = knowledgeCopy(lang).citation
  const date = fill(words.mla, { day, month: words.mlaMonths[month] ?? '', year })
  return citation([
    { text: `${author}“${endWith(s.title, '.')}” ` },
    { text: s.siteName, italic: true },
    { text: `, ${date}, ${s.url.replace(/^https?:\/\//, '')}.` },
  ])
}

/** APA 7: Family, G. (Year, Month Day). *Title*. Site. URL; the date as the language's catalog writes it. */
export function apaCitation(s: Source, personal: boolean, lang: Lang = defaultLang): Citation {
  const { year, month, day } = parts(s.datePublished)
  const { family, given } = splitName(s.author)
  const initials = given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((g) => `${g[0].toUpperCase()}.`)
    .join(' ')
  const author = personal && initials ? `${family}, ${initials}` : s.siteName
  const words = knowledgeCopy(lang).citation
  const date = fill(words.apa, { year, month: words.apaMonths[month] ?? '', day })
  return citation([
    { text: `${author} (${date}). ` },
    { text: s.title.replace(/\.$/, ''), italic: true },
    { text: `${/[?!]$/.test(s.title) ? '' : '.'} ${s.siteName}. ${s.url}` },
  ])
}
