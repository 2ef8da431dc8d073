import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv, type ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { Answer, Incoming } from './routes.js'

/**
 * Validates requests and responses against the service's own OpenAPI documents in
 * emulator/contracts/ (their provenance is in its README), with Ajv (JSON Schema). Schemas are
 * addressed by JSON pointer into the documents, so nothing about the contract is written again.
 * admin-openapi.json and openapi.json are OpenAPI 3.0 (JSON Schema draft-04-ish with `nullable`,
 * which Ajv knows); analytics-openapi.json is OpenAPI 3.1 (JSON Schema 2020-12). openapi.json's
 * server is `https://api.mintlify.com/v1`, so its paths are written without the `/v1`, and
 * discovery-openapi.json's is `…/discovery`: the base path of each document's first server is put
 * back in front of its paths here.
 */

// ajv-formats is CommonJS with `exports.default`; under NodeNext its default import is the module.
type AddFormats = (ajv: Ajv) => unknown
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as unknown as AddFormats

export const CONTRACTS_DIR = fileURLToPath(new URL('./contracts/', import.meta.url))

type Doc = {
  paths: Record<string, Record<string, Operation>>
  servers?: { url: string }[]
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; $ref?: string }[]
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> }
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

export interface Violation {
  readonly where: string
  readonly errors: string
}

type DocName = 'admin' | 'analytics' | 'automations' | 'discovery'

/**
 * Each document, its JSON Schema dialect, and the schema of the error bodies the documentation
 * gives outside the file (401, 403, 429, 5xx); undefined: the operation's own 400 answer.
 */
const DOCS: Record<DocName, { file: string; dialect: '2020' | 'openapi-3.0'; error?: string }> = {
  admin: {
    file: 'admin-openapi.json',
    dialect: 'openapi-3.0',
    error: '#/components/schemas/Error'
  },
  analytics: {
    file: 'analytics-openapi.json',
    dialect: '2020',
    error: '#/components/schemas/AnalyticsErrorResponse'
  },
  automations: { file: 'openapi.json', dialect: 'openapi-3.0' },
  discovery: { file: 'discovery-openapi.json', dialect: 'openapi-3.0' }
}
const DOC_NAMES = Object.keys(DOCS) as DocName[]

export interface ContractOperation {
  readonly doc: DocName
  readonly method: string
  /** The path template as requested: `/v1/workflow/{projectId}/{workflowSchemaId}/trigger`. */
  readonly template: string
  /** The same path as the document writes it, relative to its server. */
  readonly key: string
}

function load(name: string): Doc {
  return JSON.parse(readFileSync(`${CONTRACTS_DIR}/${name}`, 'utf8')) as Doc
}

function operationPointer(op: ContractOperation, ...parts: string[]): string {
  return pointer('paths', op.key, op.method, ...parts)
}

/** The path of a document's first server (`/v1`), or '' when it has none. */
function basePath(doc: Doc): string {
  const url = doc.servers?.[0]?.url
  return url === undefined ? '' : new URL(url).pathname.replace(/\/+$/, '')
}

function pointer(...parts: string[]): string {
  return (
    '#/' + parts.map(p => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')
  )
}

const ERROR_SHAPE = 'the body is not the service\'s error shape { "error": string }'

function isErrorBody(body: unknown): boolean {
  return typeof (body as { error?: unknown } | null)?.error === 'string'
}

let compiled: Contract | undefined

/**
 * The contracts as one process reads them: read and compiled once, then shared by every stand-in
 * it starts (a test file starts one per test). They do not change while it runs, and the validators
 * Ajv compiles from them are pure functions of the documents, so sharing them changes no answer;
 * reading them again was most of a stand-in's start.
 */
export function processContract(): Contract {
  return (compiled ??= new Contract())
}

export class Contract {
  private readonly docs = {} as Record<DocName, Doc>
  private readonly bases = {} as Record<DocName, string>
  private readonly ajv = {} as Record<DocName, Ajv | Ajv2020>
  private readonly cache = new Map<string, ValidateFunction>()

  constructor() {
    for (const name of DOC_NAMES) {
      const doc = load(DOCS[name].file)
      const ajv =
        DOCS[name].dialect === '2020'
          ? new Ajv2020({ strict: false, allErrors: true })
          : new Ajv({ strict: false, allErrors: true })
      addFormats(ajv)
      // The analytics contract names a format ajv-formats lacks: a ULID, 26 Crockford base-32.
      ajv.addFormat('ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
      ajv.addSchema(doc, name)
      this.docs[name] = doc
      this.bases[name] = basePath(doc)
      this.ajv[name] = ajv
    }
  }

  /** The contract's operation for a method and path template, or undefined when it has none. */
  operation(method: string, template: string): ContractOperation | undefined {
    const lower = method.toLowerCase()
    for (const doc of DOC_NAMES) {
      const base = this.bases[doc]
      if (!template.startsWith(`${base}/`)) continue
      const key = template.slice(base.length)
      if (this.docs[doc].paths[key]?.[lower] !== undefined) {
        return { doc, method: lower, template, key }
      }
    }
    return undefined
  }

  private validator(doc: DocName, ref: string): ValidateFunction {
    const key = `${doc}${ref}`
    let fn = this.cache.get(key)
    if (fn === undefined) {
      fn = this.ajv[doc].compile({ $ref: `${doc}${ref}` })
      this.cache.set(key, fn)
    }
    return fn
  }

  private check(doc: DocName, ref: string, value: unknown, where: string): Violation | undefined {
    const fn = this.validator(doc, ref)
    if (fn(value)) return undefined
    return { where, errors: this.ajv[doc].errorsText(fn.errors) }
  }

  /** Validates a request body and query against the operation; returns the violations found. */
  validateRequest(op: ContractOperation, query: URLSearchParams, body: unknown): Violation[] {
    const operation = this.docs[op.doc].paths[op.key]?.[op.method]
    if (operation === undefined)
      return [{ where: `${op.method} ${op.template}`, errors: 'no such operation' }]
    const violations: Violation[] = []
    for (const [i, param] of (operation.parameters ?? []).entries()) {
      if (param.in !== 'query' || param.schema === undefined) continue
      const raw = query.get(param.name)
      if (raw === null) continue
      const schema = param.schema as { type?: string }
      const value =
        schema.type === 'integer' || schema.type === 'number'
          ? /^-?\d+(\.\d+)?$/.test(raw)
            ? Number(raw)
            : raw
          : raw
      const v = this.check(
        op.doc,
        operationPointer(op, 'parameters', String(i), 'schema'),
        value,
        `query ${param.name}`
      )
      if (v !== undefined) violations.push(v)
    }
    if (operation.requestBody !== undefined) {
      const v = this.check(
        op.doc,
        operationPointer(op, 'requestBody', 'content', 'application/json', 'schema'),
        body,
        'request body'
      )
      if (v !== undefined) violations.push(v)
    }
    return violations
  }

  /**
   * Validates a response: its status must be one the contract lists for the operation (401, 403,
   * 404, 429 and 5xx are allowed for every operation: contracts/README.md documents them apart), and a
   * JSON body must match the schema given for that status.
   */
  validateResponse(op: ContractOperation, status: number, body: unknown): Violation[] {
    const operation = this.docs[op.doc].paths[op.key]?.[op.method]
    const where = `response ${status} to ${op.method.toUpperCase()} ${op.template}`
    const response = operation?.responses[String(status)]
    if (response === undefined) {
      if ([401, 403, 404, 429].includes(status) || status >= 500) {
        // Documented outside the OpenAPI file: the body is the service's error shape.
        const own = operation?.responses['400']?.content?.['application/json'] !== undefined
        const ref =
          DOCS[op.doc].error ??
          (own
            ? operationPointer(op, 'responses', '400', 'content', 'application/json', 'schema')
            : undefined)
        // Without a documented error schema: the error shape contracts/README.md gives.
        if (ref === undefined) return isErrorBody(body) ? [] : [{ where, errors: ERROR_SHAPE }]
        const v = this.check(op.doc, ref, body, where)
        return v === undefined ? [] : [v]
      }
      return [{ where, errors: `status ${status} is not in the contract` }]
    }
    if (response.content?.['application/json'] === undefined) return []
    const v = this.check(
      op.doc,
      operationPointer(op, 'responses', String(status), 'content', 'application/json', 'schema'),
      body,
      where
    )
    return v === undefined ? [] : [v]
  }

  /** The 400 a real service gives a request that breaks the contract, with the reason; or none. */
  refusal(op: ContractOperation, request: Incoming): Answer | undefined {
    const violations = this.validateRequest(op, request.url.searchParams, request.body)
    if (violations.length === 0) return undefined
    return {
      status: 400,
      body: { error: violations.map(v => `${v.where}: ${v.errors}`).join('; ') }
    }
  }

  /** Every way the request (when accepted) or the answer breaks the contract. */
  exchange(op: ContractOperation, request: Incoming, answer: Answer): Violation[] {
    const violations =
      answer.status === 401 || answer.status === 400
        ? []
        : this.validateRequest(op, request.url.searchParams, request.body)
    // Check what goes over the wire, not the object (NaN is a number here but null in JSON).
    const wire: unknown =
      answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body))
    return [...violations, ...this.validateResponse(op, answer.status, wire)]
  }
}
