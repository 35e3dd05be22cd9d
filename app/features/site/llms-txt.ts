import { company } from '~/content/business'
import { usd } from '~/content/format'
import type { ArticleCategory } from '~/features/knowledge/categories'
import { categoryLabel } from '~/features/knowledge/category-names'
import type { AiIndex } from './ai-index-schema'

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
// Markdown link text: brackets would end the link early.
const linkText = (s: string) => oneLine(s).replace(/[[\]]/g, '')
// A page's twins in other languages, named in English, as the file is (decision 034).
const languageNames = new Intl.DisplayNames('en', { type: 'language' })
const inOtherLanguages = (translations: AiIndex['pages'][number]['translations']) =>
  translations.map((t) => ` ([In ${languageNames.of(t.hreflang.split('-')[0])}](${t.url}))`).join('')

/**
 * /llms.txt in the proposed format (llmstxt.org): an H1, a blockquote summary,
 * a short paragraph, then H2 sections of link lists. Built from the AI index,
 * so it lists exactly what the sitemap lists.
 */
export function llmsTxt(index: AiIndex): string {
  const b = index.business
  // The hub's generated article for each ZIP is its service-area page, listed under Optional below;
  // every other article is listed, whatever its topic (a console article may be Local Service too).
  const areaPages = new Set(index.serviceAreas.map((a) => a.url))
  const written = index.articles.filter((a) => !areaPages.has(a.url))
  const byCounty = new Map<string, AiIndex['serviceAreas']>()
  for (const a of index.serviceAreas) byCounty.set(a.county, [...(byCounty.get(a.county) ?? []), a])
  const lines = [
    `# ${b.name}`,
    '',
    `> ${company.tagline}. Epoxy, flake and metallic resin floors for homes, businesses and industrial sites across ${b.serviceArea.region}, based in ${b.base}, serving ${b.serviceArea.counties.join(', ')} counties within about ${b.serviceArea.radiusMiles} miles, expanding toward ${b.serviceArea.expansion.join(' and ')}.`,
    '',
    `Phone ${b.phone}, email ${b.email}. Prices: ${b.priceRanges.map((r) => `${r.label} ${usd(r.low, { cents: 'when-any' })}-${usd(r.high, { cents: 'when-any' })}/sq ft`).join('; ')}. The sources disagree on the warranty; every reading: ${b.warranty.map((w) => w.reading).join('; ')}. A JSON version of this index: ${b.url}api/resin-intel/ai-index`,
    '',
    '## Pages',
    '',
    ...index.pages.map(
      (p) =>
        `- [${linkText(p.title)}](${p.url}): ${oneLine(p.description)}${inOtherLanguages(p.translations)}`,
    ),
    '',
    '## Articles',
    '',
    ...written.map(
      (a) =>
        `- [${linkText(a.title)}](${a.url}): ${oneLine(a.summary)} (${categoryLabel(a.category as ArticleCategory)}, ${a.author.name}, ${a.datePublished})${inOtherLanguages(a.translations)}`,
    ),
    '',
    '## Authors',
    '',
    ...index.authors.map(
      (a) => `- [${linkText(a.name)}](${a.url}): ${a.role}${inOtherLanguages(a.translations)}`,
    ),
    '',
    '## Optional',
    '',
    ...[...byCounty].flatMap(([county, areas]) =>
      areas.map(
        (a) =>
          `- [Epoxy flooring in ${linkText(a.city)}, ${a.state} ${a.zip}](${a.url}): ${county} County service area${inOtherLanguages(a.translations)}`,
      ),
    ),
    '',
  ]
  return lines.join('\n')
}
