import { homeKeptWords } from '~/features/showcase/home-page.server'
import { portfolioKeptWords } from '~/features/showcase/portfolio-page.server'
import { siteFooter } from '~/features/site/frame.server'
import { isLang, type Lang } from '~/i18n/lang'

/** The pages with kept words (decision 039, "Words sent once"), each worded in a language. */
const keptPages: Record<string, (lang: Lang) => unknown> = {
  footer: siteFooter,
  home: homeKeptWords,
  portfolio: portfolioKeptWords,
}

/** A page's kept words in a language, or undefined for a page that keeps none. */
export function keptWordsOf(page: string, lang: Lang): unknown {
  return Object.hasOwn(keptPages, page) && isLang(lang) ? keptPages[page](lang) : undefined
}
