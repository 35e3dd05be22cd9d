import { company } from '~/content/business'
import { count } from '~/content/format'
import { caseStudy, type PortfolioProject, portfolioProjects } from '~/content/projects'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { defaultLang, isTranslated, type Lang, localeOf, pathIn } from '~/i18n/lang'
import { projectsIn } from './projects-in'

/** A link of the page: to the page in its language where it has one, else to the default language's, so marked. */
function linkIn(lang: Lang, link: { to: string; label: string }) {
  const base = link.to.split(/[?#]/)[0]
  const there = lang === defaultLang || base === '/portfolio' || isTranslated(base)
  return there
    ? { to: pathIn(lang, link.to), label: link.label }
    : { to: link.to, label: link.label, hreflang: localeOf(defaultLang).hreflang }
}

/**
 * The portfolio's words in a language (decision 039), formatted from its catalog; the marks the browser
 * fills (how many projects a filter shows, a card's days and size) go through as marks. With them, the
 * words of the artwork pictures the page shows, for the projects the owner gave no description of their
 * own in the language. One implementation for every language; the page carries its own words only.
 */
function portfolioWords(lang: Lang, projects: readonly PortfolioProject[]) {
  const words = formatCopy(lang, catalogs[lang].portfolio, {
    company: company.name,
    region: company.base.region,
    sqft: count(caseStudy.sqft),
    shown: '{shown}',
    total: '{total}',
    days: '{days}',
    area: '{area}',
  })
  const alts = catalogs[lang].finishAlts
  const pictures = new Set(projects.map((p) => p.image))
  return {
    ...words,
    heroLinks: words.heroLinks.map((l) => linkIn(lang, l)),
    caseStudy: { ...words.caseStudy, link: linkIn(lang, words.caseStudy.link) },
    cta: { ...words.cta, links: words.cta.links.map((l) => linkIn(lang, l)) },
    finishAlts: Object.fromEntries(
      [...pictures].flatMap((id) => (alts[id] ? [[id, formatMessage(lang, alts[id])]] : [])),
    ) as Record<string, string>,
  }
}

/**
 * What the parts that never change in the browser show, kept as the server rendered them when the page
 * hydrates (decision 039, "Words sent once"): the header, the gallery's cards (a filter only shows or
 * hides them), the case study, the call to action and the Instagram tiles, with the projects shown in
 * the language.
 */
export function portfolioKeptWords(lang: Lang) {
  const projects = projectsIn(portfolioProjects, lang)
  const { headline, lead, stats, heroLinks, caseStudy, cta, instagram, card, filters, finishAlts } =
    portfolioWords(lang, projects)
  return { headline, lead, stats, heroLinks, caseStudy, cta, instagram, card, filters, finishAlts, projects }
}

export type PortfolioKeptWords = ReturnType<typeof portfolioKeptWords>

/** The words the page data carries: those of the parts the browser draws (filters, count, counter), and the title. */
export function portfolioLiveWords(lang: Lang) {
  const { meta, galleryTitle, filterLabel, filters, showing, counter } = portfolioWords(lang, [])
  return { meta, galleryTitle, filterLabel, filters, showing, counter }
}

export type PortfolioLiveWords = ReturnType<typeof portfolioLiveWords>
