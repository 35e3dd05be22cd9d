import aiIndexSchema from '../../../docs/ai-index.schema.json'
import description from '../../../docs/openapi.json'

export type OpenApiDocument = typeof description

/**
 * The OpenAPI 3.1 description of the public API (docs/openapi.json) as served
 * at /api/openapi.json: the ai-index schema, which docs/openapi.json refers to
 * by file (docs/ai-index.schema.json, generated from its Zod schema), is
 * inlined so the served document stands alone.
 */
export function openApiDocument(): OpenApiDocument {
  const { $schema: _dialect, ...aiIndex } = aiIndexSchema
  // A copy each time: a validator that resolves a document in place must not change the one served.
  return structuredClone({
    ...description,
    components: {
      ...description.components,
      schemas: { ...description.components.schemas, AiIndex: aiIndex as never },
    },
  })
}
