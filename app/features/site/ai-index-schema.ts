import { z } from 'zod'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const url = z.url()
/**
 * The item's page in each other language it exists in, where it has one (decisions 034, 039): one
 * entry per language of the list of locales that visitors are offered. Version 2 of the index: it
 * replaced version 1's `spanishUrl`.
 */
const translations = z
  .array(z.object({ hreflang: z.string(), url }))
  .describe('The same page in the other languages it exists in')

/**
 * The documented shape of GET /api/resin-intel/ai-index. The JSON Schema in
 * docs/ai-index.schema.json is generated from this (npm run content:ai-index-schema)
 * and a test keeps the two equal.
 */
export const aiIndexSchema = z
  .object({
    version: z.literal(2),
    generatedFrom: z.string().describe('What the index is built from'),
    business: z.object({
      name: z.string(),
      url,
      phone: z.string(),
      email: z.string(),
      base: z.string(),
      serviceArea: z.object({
        region: z.string(),
        counties: z.array(z.string()),
        radiusMiles: z.number(),
        expansion: z.array(z.string()),
      }),
      services: z.array(z.object({ name: z.string(), url })),
      priceRanges: z.array(
        z.object({
          label: z.string(),
          low: z.number(),
          high: z.number(),
          unit: z.literal('USD per sq ft'),
          source: z.string().describe('The page that publishes this range'),
        }),
      ),
      warranty: z.array(z.object({ reading: z.string(), shownOn: z.array(z.string()) })),
    }),
    pages: z.array(z.object({ url, title: z.string(), description: z.string(), translations })),
    articles: z.array(
      z.object({
        id: z.string(),
        slug: z.string(),
        url,
        title: z.string(),
        summary: z.string(),
        category: z.string(),
        keywords: z.array(z.string()),
        datePublished: isoDate,
        dateModified: isoDate,
        author: z.object({ name: z.string(), url: url.nullable() }),
        translations,
      }),
    ),
    authors: z.array(z.object({ slug: z.string(), name: z.string(), role: z.string(), url, translations })),
    serviceAreas: z.array(
      z.object({
        zip: z.string().regex(/^\d{5}$/),
        city: z.string(),
        county: z.string(),
        state: z.literal('GA'),
        url,
        translations,
      }),
    ),
  })
  .describe('Refined Resin machine-readable content index')

export type AiIndex = z.infer<typeof aiIndexSchema>

export const aiIndexJsonSchema = () => z.toJSONSchema(aiIndexSchema, { target: 'draft-2020-12' })
