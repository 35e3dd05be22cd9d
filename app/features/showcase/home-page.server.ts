import { claims, company, warranty } from '~/content/business'
import { currentProjects, type ProofCard, proofCards, type StatusProject } from '~/content/home'
import { testimonials } from '~/content/testimonials'
import { catalogs } from '~/i18n/catalogs.server'
import { daysIn } from '~/i18n/dates'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { defaultLang, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'

/** The published testimonials that have the language's words, worded in it. */
function testimonialsIn(lang: Lang) {
  const roles = catalogs[lang].home.roles
  return testimonials.flatMap((t) => {
    // Shown where the owner wrote it in the language (decision 039); the pseudo-locale has no version,
    // and shows none rather than the default language's words amid its own.
    const text = lang === defaultLang ? t.text : t[lang]?.text
    if (!text) return []
    return [
      {
        name: t.name,
        role: formatMessage(lang, roles[t.role]),
        location: t.location,
        text,
        rating: t.rating,
      },
    ]
  })
}

/**
 * The home page's words in a language, formatted with the published facts (decision 039): the page
 * carries its own language's words and no other's. Links go to the page in the same language.
 */
export function homePage(lang: Lang) {
  const { projects, proof, roles: _roles, countyName, card, ...words } = catalogs[lang].home
  const copy = formatCopy(lang, words, {
    region: company.base.region,
    warrantyYears: warranty.standard.years,
    clientsServed: claims.clientsServed,
    year: String(company.founded.year),
    season: company.founded.season,
    averageInstall: spanIn(lang, claims.averageInstall, 'title'),
    activeProjects: String(claims.activeProjects),
    projectsThisMonth: String(claims.projectsThisMonth),
    onSchedule: claims.onSchedule,
  })
  const { status, ...cardWords } = formatCopy(lang, card)
  const short = daysIn(lang).short
  const localized = <T extends { to: string }>(links: T[]) =>
    links.map((l) => ({ ...l, to: pathIn(lang, l.to) }))
  return {
    ...copy,
    heroLinks: localized(copy.heroLinks),
    panelLinks: localized(copy.panelLinks),
    proofLinks: localized(copy.proofLinks),
    closingLinks: localized(copy.closingLinks),
    reviewHref: `${pathIn(lang, '/contact')}?interest=other&message=${encodeURIComponent(copy.reviewPrefill)}`,
    card: cardWords,
    projects: currentProjects.map((p, i): StatusProject => {
      const w = formatCopy(lang, projects[i] ?? { title: '', finish: '', note: '' })
      return {
        title: w.title,
        finish: w.finish,
        location: p.location,
        sqft: p.sqft,
        status: p.completedOn ? status.completed : status.inProgress,
        inProgress: !p.completedOn,
        progress: p.completedOn ? short(p.completedOn) : w.note,
        completedOn: p.completedOn,
      }
    }),
    proof: proofCards.map(
      (c, i): ProofCard => ({
        ...c,
        ...formatCopy(lang, proof[i] ?? { title: '', finish: '', area: '', alt: '' }),
      }),
    ),
    counties: company.counties.map((county) => formatMessage(lang, countyName, { county })),
  }
}

/**
 * Everything the home shows but Remy's button, kept as the server rendered it when the page hydrates
 * (decision 039, "Words sent once"): its words and the testimonials written in the language.
 */
export function homeKeptWords(lang: Lang) {
  return { ...homePage(lang), reviews: testimonialsIn(lang) }
}

export type HomeKeptWords = ReturnType<typeof homeKeptWords>
