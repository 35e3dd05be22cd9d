import { openApiDocument } from '~/features/public-api/openapi.server'

/** GET /api/openapi.json: the description of the public API (decision 020). */
export function loader() {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  })
}
