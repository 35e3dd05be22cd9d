/** Writes docs/ai-index.schema.json, the documented shape of GET /api/resin-intel/ai-index. */
import { writeFileSync } from 'node:fs'
import { aiIndexJsonSchema } from '../app/features/site/ai-index-schema'

writeFileSync('docs/ai-index.schema.json', `${JSON.stringify(aiIndexJsonSchema(), null, 2)}\n`)
console.log('wrote docs/ai-index.schema.json')
