import { z } from 'zod'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const url = z.url()

/**
 * The documented shape of GET /api/resin-intel/ai-index. The JSON Schema in
 * docs/ai-index.schema.json is generated from this (npm run content:ai-index-schema)
 * and a test keeps the two equal.
 */
export const aiIndexSchema = z
  .object({
    version: z.literal(1),
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
    // The page's Spanish twin, where it has one (decision 034).
    pages: z.array(z.object({ url, title: z.string(), description: z.string(), spanishUrl: url.nullable() })),
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
        // The article's Spanish version, where it has one (decision 034).
        spanishUrl: url.nullable(),
      }),
    ),
    authors: z.array(
      z.object({ slug: z.string(), name: z.string(), role: z.string(), url, spanishUrl: url.nullable() }),
    ),
    serviceAreas: z.array(
      z.object({
        zip: z.string().regex(/^\d{5}$/),
        city: z.string(),
        county: z.string(),
        state: z.literal('GA'),
        url,
        spanishUrl: url.nullable(),
      }),
    ),
  })
  .describe('Refined Resin machine-readable content index')

export type AiIndex = z.infer<typeof aiIndexSchema>

export const aiIndexJsonSchema = () => z.toJSONSchema(aiIndexSchema, { target: 'draft-2020-12' })
