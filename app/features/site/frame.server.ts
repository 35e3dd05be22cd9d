import { company } from '~/content/business'
import { keptPer } from '~/content/live'
import { type FooterWords, footerPaths, mainNavPaths, type SiteCopy } from '~/content/navigation'
import { portfolioPathsIn } from '~/features/showcase/portfolio-paths.server'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { defaultLang, isTranslated, type Lang, pathIn } from '~/i18n/lang'

/**
 * Whether a page exists in a language: every page in the default one; in another, the pages
 * translated as a whole, and the owner's content pages while their items have that language
 * (decision 034).
 */
function existsIn(lang: Lang, base: string): boolean {
  if (lang === defaultLang || isTranslated(base)) return true
  if (base === '/portfolio') return portfolioPathsIn(lang).length > 0
  if (base === '/knowledge') return true
  return false
}

/**
 * The frame's words in a language: its catalog's, formatted with the published facts. Every page's
 * frame and footer use them: formatted once per language and content (decision 042).
 */
const frameWords = keptPer((lang: Lang) =>
  formatCopy(lang, catalogs[lang].site, {
    region: company.base.region,
    year: String(company.founded.year),
    // The toaster's keyboard shortcut, as sonner names it.
    hotkey: 'alt+T',
  }),
)

/** A link to each page in `paths` that exists in the language and that `labels` names. */
function linksIn(lang: Lang, paths: readonly string[], labels: Record<string, string>) {
  return paths.flatMap((base) =>
    existsIn(lang, base) && labels[base] ? [{ to: pathIn(lang, base), label: labels[base] }] : [],
  )
}

/**
 * The site's frame in a language (decision 039): its catalog's words, formatted with the published
 * facts, and a link to each page the frame lists that exists in the language and that its catalog
 * names. The root's data carries it, so no page's scripts hold any language's frame. The footer is
 * not in it: its words are kept words (`siteFooter`).
 */
export function siteFrame(lang: Lang): SiteCopy {
  const words = frameWords(lang)
  return {
    home: pathIn(lang, '/'),
    mainNav: linksIn(lang, mainNavPaths, words.mainNav),
    estimate: { to: pathIn(lang, '/estimator'), label: words.estimate },
    navLabel: words.navLabel,
    breadcrumbLabel: words.breadcrumbLabel,
    openMenu: words.openMenu,
    closeMenu: words.closeMenu,
    skip: words.skip,
    notFound: words.notFound,
    toasts: words.toasts,
  }
}

/**
 * The footer in a language: kept words (decision 039, "Words sent once"), so a document carries
 * them in its markup only and the root's data does not repeat them on every page.
 */
export function siteFooter(lang: Lang): FooterWords {
  const words = frameWords(lang)
  return {
    company: { title: words.footer.company, links: linksIn(lang, footerPaths.company, words.footerLinks) },
    resources: {
      title: words.footer.resources,
      links: linksIn(lang, footerPaths.resources, words.footerLinks),
    },
    legal: linksIn(lang, footerPaths.legal, words.footerLinks),
    about: words.footer.about,
    contact: words.footer.contact,
    // The owner words the opening hours in each language they publish (a fact per language).
    hours: factIn(lang, 'hours'),
    serving: words.footer.serving,
    message: { to: pathIn(lang, '/contact'), label: words.footer.message },
    newTab: words.footer.newTab,
    aiIndex: words.footer.aiIndex,
  }
}
