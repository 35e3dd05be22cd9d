import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * What a page in the pseudo-locale may show unbracketed: the business's facts and the owner's names
 * of people and places, which no catalog words (decision 039). Everything else is a catalog's
 * message, so in `en-XA` it is bracketed ⟦…⟧; English outside brackets leaked past the catalogs.
 */
const data = [
  /Refined Resin( LLC)?/g,
  /Mon–Fri 8am–6pm, Sat 9am–2pm/g,
  // The warranty's names: the owner's prose, published per language as the hours are.
  /\b\d+-year finish warranty\b/gi,
  /\bLifetime warranty\b/gi,
  /Metro Atlanta/g,
  // Days as Intl writes them for the pseudo-locale's `Intl` locale (en-US): values, not words.
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g,
  // The calendar's months, a block's days and a long date, the same way: "January 2027",
  // "Fri, Jan 8 – Sun, Jan 10, 2027", "January 8, 2027".
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)( \d{1,2},)? \d{4}\b/g,
  /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/g,
  /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat), /g,
  // A booking's reference, as its mails give it, and a quote's.
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
  /\bRR-\d{8}-[0-9A-Z]{5}\b/g,
  /\bFlowery Branch\b/g,
  /\b(Buford|Atlanta|Lawrenceville|Duluth|Suwanee|Alpharetta|Marietta|Cumming|Gainesville|Athens)\b/g,
  /\b(Gwinnett|Hall|Cobb|DeKalb|Clarke|Fulton|Forsyth|Clayton)\b/g,
  /\bGA\b/g,
  /\b(Instagram|Facebook)\b/g,
  /\b(English|Español)\b/g,
  /[\w.+-]+@[\w.-]+/g,
  /https?:\S+/g,
  // The page's own address without its scheme, as an MLA citation writes it.
  /\b(?:localhost:\d+|[\w-]+(?:\.[\w-]+)+)\/\S*/g,
]

/** Text nodes and user-visible attributes of the page, as the visitor's browser has them now. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [document.title]
    // No filter callback: a page without JavaScript cannot run one.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template'))
        found.push(node.textContent ?? '')
    }
    // Structured data's words too: what search engines and assistants read of the page.
    const worded = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(worded)
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([key, v]) =>
                ['name', 'description', 'serviceType', 'text', 'headline', 'alternateName'].includes(key)
                  ? worded(v)
                  : Array.isArray(v)
                    ? // Under a key that is not words (`@type`, `sameAs`): only its objects' words.
                      v.flatMap((item) => (item && typeof item === 'object' ? worded(item) : []))
                    : typeof v === 'object'
                      ? worded(v)
                      : [],
              )
            : []
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        found.push(...worded(JSON.parse(script.textContent ?? '')))
      } catch {
        found.push(script.textContent ?? '')
      }
    }
    for (const el of document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      for (const name of ['alt', 'aria-label', 'placeholder', 'title'])
        if (el.hasAttribute(name)) found.push(el.getAttribute(name) ?? '')
    }
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property^="og:title"], meta[property^="og:description"], meta[name^="twitter:title"], meta[name^="twitter:description"]',
    ))
      found.push(meta.getAttribute('content') ?? '')
    return found.map((t) => t.trim()).filter((t) => t.length > 0)
  })
}

/**
 * The texts that show English outside any pseudo-locale bracket. `places` are more of the owner's
 * place names a page shows (a service area's neighbours, from the ZIP data). `prose` is the owner's
 * content the page shows (an article's, an author's, a project's words): the pseudo-locale has none of
 * its own and shows the default language's, as it does the facts (decision 039). A text is the
 * owner's when, its bracketed words and facts taken out, what is left is all part of that prose.
 */
export async function englishLeft(
  page: Page,
  places: readonly string[] = [],
  prose: readonly string[] = [],
): Promise<string[]> {
  return englishIn(await shownTexts(page), places, prose)
}

/**
 * The texts that show English outside any pseudo-locale bracket, of a page or of what the site sends
 * whole (a mail, a calendar invitation, a PDF's text). `places` are names the visitor gave (theirs,
 * their address) or more of the owner's; `prose` is the owner's content, as for `englishLeft`.
 */
export function englishIn(
  texts: readonly string[],
  places: readonly string[] = [],
  prose: readonly string[] = [],
): string[] {
  const named = places.map((p) => new RegExp(`\\b${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'))
  const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()
  const owners = [...new Set(prose.map(squeeze).filter(Boolean))].sort((a, b) => b.length - a.length)
  return texts.filter((text) => {
    const unbracketed = text.replace(/⟦[^⟧]*⟧/g, '').replace(/[⟦⟧]/g, '')
    // The owner's prose first (it may name places and facts), then the facts in what is left.
    const pieces = owners
      .reduce((left, p) => left.split(p).join('\u0000'), squeeze(unbracketed))
      .split('\u0000')
      .map(squeeze)
      .filter((piece) => !owners.some((p) => p.includes(piece)))
    return pieces.some((piece) =>
      /[A-Za-z]{2,}/.test([...data, ...named].reduce((left, re) => left.replace(re, ''), piece)),
    )
  })
}

export async function expectNoEnglishLeakedIn(
  page: Page,
  path: string,
  places: readonly string[] = [],
  prose: readonly string[] = [],
) {
  expect(await englishLeft(page, places, prose), `English outside the catalogs on ${path}`).toEqual([])
}
