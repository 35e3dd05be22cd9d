import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { openApiDocument } from '../../app/features/public-api/openapi.server'

type Json = Record<string, unknown>
type ResponseObject = { headers?: Record<string, Json>; content?: Record<string, Json> }

export type Checked = {
  status: number
  headers: Headers
  /** The parsed JSON body, the text of any other body, or the event data of a stream. */
  body: unknown
  /** For text/event-stream: each event's data, parsed when it is JSON. */
  events?: unknown[]
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

/**
 * Checks real responses against docs/openapi.json (as served, with every
 * schema inlined) with Ajv's JSON Schema 2020-12 validator: the status must be
 * one the description lists for that operation, the content type one it lists
 * for that status, every required header present and valid, and the body
 * valid against its schema. A streamed body is checked event by event against
 * the media type's `x-event-data` schema.
 */
export function openApiChecker() {
  const doc = openApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> }
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false })
  addFormats(ajv)
  // The description's own fields are not JSON Schema keywords; only its schemas are compiled.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components', 'tags', 'webhooks', 'security'])
  ajv.addSchema(doc, 'openapi.json')

  const schemaAt = (at: string): ValidateFunction => {
    const validate = ajv.getSchema(`openapi.json#/${at}`)
    if (!validate) throw new Error(`No schema at #/${at} in docs/openapi.json`)
    return validate
  }
  const resolve = (value: Json, at: string): [Json, string] => {
    const ref = value.$ref
    if (typeof ref !== 'string') return [value, at]
    const path = ref.replace(/^#\//, '')
    let target: unknown = doc
    for (const part of path.split('/'))
      target = (target as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    return resolve(target as Json, path)
  }
  const failIfInvalid = (validate: ValidateFunction, value: unknown, what: string) => {
    if (!validate(value)) {
      throw new Error(
        `${what} does not match docs/openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`,
      )
    }
  }

  return {
    document: doc,

    /** The statuses the description lists for an operation. */
    statuses(method: string, path: string): number[] {
      return Object.keys(operation(method, path).responses as Json).map(Number)
    },

    /** Reads the whole response and checks it; throws, saying what differs, when it does not conform. */
    async check(method: string, path: string, res: Response): Promise<Checked> {
      const op = operation(method, path)
      const what = `${method.toUpperCase()} ${path} → ${res.status}`
      const listed = (op.responses as Json)[String(res.status)] as Json | undefined
      const text = await res.text()
      if (!listed) {
        throw new Error(
          `${what}: docs/openapi.json does not list status ${res.status} for this operation (it lists ${Object.keys(op.responses as Json).join(', ')}). Body: ${text.slice(0, 300)}`,
        )
      }
      const [response, at] = resolve(
        listed,
        pointer('paths', path, method.toLowerCase(), 'responses', String(res.status)),
      )
      const { headers = {}, content } = response as ResponseObject

      for (const [name, declared] of Object.entries(headers)) {
        const [header, headerAt] = resolve(declared, `${at}/${pointer('headers', name)}`)
        const value = res.headers.get(name)
        if (value === null) {
          if (header.required) throw new Error(`${what}: the required header ${name} is missing`)
          continue
        }
        failIfInvalid(schemaAt(`${headerAt}/schema`), value, `${what}: header ${name}`)
      }

      if (!content) {
        if (text)
          throw new Error(`${what}: the description lists no body, but one came: ${text.slice(0, 200)}`)
        return { status: res.status, headers: res.headers, body: undefined }
      }
      const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
      if (!content[mediaType]) {
        throw new Error(
          `${what}: content type "${mediaType}" is not one of ${Object.keys(content).join(', ')}`,
        )
      }
      const mediaAt = `${at}/${pointer('content', mediaType)}`
      if (mediaType === 'text/event-stream') {
        const events = serverSentData(text).map((data) => (data === '[DONE]' ? data : JSON.parse(data)))
        const validate = schemaAt(`${mediaAt}/x-event-data`)
        for (const [i, event] of events.entries()) failIfInvalid(validate, event, `${what}: event ${i + 1}`)
        return { status: res.status, headers: res.headers, body: text, events }
      }
      const body = mediaType === 'application/json' ? JSON.parse(text) : text
      failIfInvalid(schemaAt(`${mediaAt}/schema`), body, `${what}: body`)
      return { status: res.status, headers: res.headers, body }
    },
  }

  function operation(method: string, path: string): Json {
    const op = doc.paths[path]?.[method.toLowerCase()]
    if (!op) throw new Error(`docs/openapi.json does not describe ${method.toUpperCase()} ${path}`)
    return op
  }
}

/** The data of each server-sent event (multi-line data joined with newlines, per the SSE spec). */
function serverSentData(stream: string): string[] {
  return stream
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter((data) => data !== '')
}
