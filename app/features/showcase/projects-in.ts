// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) reads the portfolio's languages through this file.
import type { PortfolioProject, PortfolioProjectVersion as ProjectVersion } from '../../content/projects'
import { contentLangOf, itemIn, versionOf } from '../../i18n/content'
import { defaultLang, type Lang } from '../../i18n/locales'

/**
 * The projects the portfolio shows in a language (decisions 034, 039): those the owner wrote in it, each
 * in its words, in the owner's order; in the default language (and the pseudo-locale, which has no
 * content of its own) every one. A photo's description in another language is never shown: without
 * the language's own the photo is described by the artwork's words, or by nothing.
 */
export function projectsIn(projects: readonly PortfolioProject[], lang: Lang): PortfolioProject[] {
  return projects.flatMap((project) => {
    const shown = itemIn(project, lang)
    if (!shown) return []
    const { imageAlt: _written, ...rest } = shown
    const imageAlt =
      contentLangOf(lang) === defaultLang
        ? project.imageAlt
        : versionOf<ProjectVersion>(project, lang)?.imageAlt
    return [{ ...rest, ...(imageAlt === undefined ? {} : { imageAlt }) }]
  })
}

/** Whether the portfolio has a page in a language: some published project is shown in it. */
export function hasPortfolioIn(projects: readonly PortfolioProject[], lang: Lang): boolean {
  return projects.some((p) => itemIn(p, lang))
}
