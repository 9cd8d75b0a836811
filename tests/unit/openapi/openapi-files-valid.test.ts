import { readFile } from 'node:fs/promises'
import { Validator } from '@seriousme/openapi-schema-validator'
import { parse } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_SPECS, apiSpecUrl, type ApiSpecName } from '../../../generator/openapi/api-specs.ts'

// Spec section 7, one row per call the runtime makes to each service.
const SECTION_7: Record<ApiSpecName, string[]> = {
  'data-api': [
    'GET /v1/supported-chains',
    'GET /v1/identity/{address}',
    'GET /v1/account/{account}/history',
    'GET /v1/account/{address}/balance',
    'GET /v1/convert/quotes',
    'GET /v1/convert/tokens',
    'POST /v1/fungible/price',
    'GET /v1/convert/allowance',
    'GET /v1/convert/gas-price',
    'POST /v1/convert/build-transaction',
    'GET /v1/convert/build-approve',
    'GET /v1/profile/account/{name}',
    'GET /v1/profile/reverse/{address}',
    'GET /v1/profile/suggestions/{name}',
    'POST /v1/profile/account',
    'POST /v1/generators/onrampurl',
    'GET /v1/onramp/options',
    'POST /v1/onramp/quote',
    'GET /v1/sessions/{address}',
    'POST /v1/sessions/{address}/revoke',
    // Beyond spec section 7: the NFTs tab's list (issue 29 item 11).
    'GET /v1/account/{address}/nfts',
  ],
  'catalogue-api': [
    'GET /getWallets',
    'GET /getAnalyticsConfig',
    'GET /getWalletImage/{id}',
    'GET /public/getAssetImage/{id}',
    'GET /public/getCurrencyImage/{id}',
    'GET /public/getTokenImage/{id}',
  ],
  'analytics-api': ['POST /e'],
  // The spec leaves the SIWX backend open (issue 12): nonce, verify -> session, list, get, revoke.
  'auth-api': [
    'POST /v1/siwx/nonce',
    'POST /v1/siwx/sessions',
    'GET /v1/siwx/sessions',
    'GET /v1/siwx/sessions/{id}',
    'POST /v1/siwx/sessions/{id}/revoke',
  ],
}

// Query params of spec section 7 beyond the common ones, where the spec names them.
const SECTION_7_QUERY: Record<string, string[]> = {
  'GET /v1/identity/{address}': ['sender'],
  'GET /v1/account/{account}/history': ['cursor', 'onramp', 'chainId'],
  'GET /v1/account/{address}/balance': ['currency', 'chainId', 'forceUpdate'],
  'GET /v1/account/{address}/nfts': ['chainId'],
  'GET /v1/convert/quotes': ['amount', 'userAddress', 'from', 'to', 'gasPrice'],
  'GET /v1/convert/tokens': ['chainId'],
  'GET /v1/convert/allowance': ['tokenAddress', 'userAddress'],
  'GET /v1/convert/gas-price': ['chainId'],
  'GET /v1/convert/build-approve': ['userAddress', 'from', 'to'],
  'GET /v1/profile/account/{name}': ['apiVersion'],
  'GET /v1/profile/reverse/{address}': ['sender', 'apiVersion'],
  'GET /v1/profile/suggestions/{name}': ['zone'],
  'GET /getWallets': ['page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type'],
}

// Request body fields of spec section 7 (`eip155.slippage` is the nested `eip155` object).
const SECTION_7_BODY: Record<string, string[]> = {
  'POST /v1/fungible/price': ['currency', 'addresses', 'projectId'],
  'POST /v1/convert/build-transaction': [
    'amount',
    'eip155',
    'projectId',
    'from',
    'to',
    'userAddress',
    'disableEstimate',
  ],
  'POST /v1/profile/account': ['coin_type', 'address', 'message', 'signature'],
  'POST /v1/generators/onrampurl': [
    'destinationWallets',
    'defaultNetwork',
    'partnerUserId',
    'defaultExperience',
    'presetCryptoAmount',
    'presetFiatAmount',
  ],
  'POST /v1/onramp/quote': ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  'POST /v1/sessions/{address}/revoke': ['pci', 'signature'],
  'POST /e': ['eventId', 'url', 'domain', 'timestamp', 'props'],
}

const COMMON_PARAMS = ['ProjectId', 'SdkType', 'SdkVersion', 'ClientId'].map(
  (n) => `#/components/parameters/${n}`,
)
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

interface Schema {
  $ref?: string
  type?: string | string[]
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
  additionalProperties?: boolean | Schema
}
interface Parameter {
  $ref?: string
  name?: string
  in?: string
  required?: boolean
}
interface Response {
  $ref?: string
  content?: Record<string, { schema?: Schema }>
}
interface Operation {
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, Response>
}
interface Doc {
  openapi: string
  info: { title?: string }
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> }
}

const docs = {} as Record<ApiSpecName, Doc>
beforeAll(async () => {
  for (const name of API_SPECS) docs[name] = parse(await readFile(apiSpecUrl(name), 'utf8')) as Doc
})

function operations(doc: Doc): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item[m] ? [[`${m.toUpperCase()} ${path}`, item[m]] as [string, Operation]] : [])),
  )
}

/** Resolves a local `#/a/b` reference against the document. */
function deref<T extends { $ref?: string }>(doc: Doc, node: T): T {
  if (!node.$ref) return node
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc)
  expect(target, node.$ref).toBeDefined()
  return deref(doc, target as T)
}

/** Every object schema with declared properties reachable from `schema`, by path. */
function objectSchemas(doc: Doc, schema: Schema, at: string, seen = new Set<Schema>()): [string, Schema][] {
  const s = deref(doc, schema)
  if (seen.has(s)) return []
  seen.add(s)
  const own: [string, Schema][] = s.properties ? [[at, s]] : []
  const children = [
    ...Object.entries(s.properties ?? {}).map(([k, v]) => [`${at}.${k}`, v] as const),
    ...(s.items ? [[`${at}[]`, s.items] as const] : []),
    ...(typeof s.additionalProperties === 'object' ? [[`${at}{}`, s.additionalProperties] as const] : []),
  ]
  return [...own, ...children.flatMap(([p, c]) => objectSchemas(doc, c, p, seen))]
}

describe('openapi/*.yaml (spec section 7)', () => {
  describe.each(API_SPECS)('%s', (name) => {
    it('is a valid OpenAPI 3.1 document', async () => {
      const validator = new Validator()
      const result = await validator.validate(
        structuredClone(docs[name]) as unknown as Record<string, unknown>,
      )
      expect(result.errors).toBeUndefined()
      expect(result.valid).toBe(true)
      expect(validator.version).toBe('3.1')
    })

    it('describes exactly the calls of spec section 7', () => {
      const described = operations(docs[name]).map(([key]) => key)
      expect(described.sort()).toEqual([...SECTION_7[name]].sort())
    })

    it('gives every operation the common query params and the shared error response', () => {
      for (const [key, op] of operations(docs[name])) {
        const refs = (op.parameters ?? []).map((p) => p.$ref)
        expect(refs, key).toEqual(expect.arrayContaining(COMMON_PARAMS))
        expect(op.responses.default?.$ref, key).toBe('#/components/responses/Error')
        expect(
          Object.keys(op.responses).some((code) => code.startsWith('2')),
          key,
        ).toBe(true)
      }
    })

    it('declares projectId, st and sv required and clientId optional, all in the query', () => {
      const params = docs[name].components.parameters
      expect(params.ProjectId).toMatchObject({ name: 'projectId', in: 'query', required: true })
      expect(params.SdkType).toMatchObject({ name: 'st', in: 'query', required: true })
      expect(params.SdkVersion).toMatchObject({ name: 'sv', in: 'query', required: true })
      expect(params.ClientId).toMatchObject({ name: 'clientId', in: 'query' })
      expect(params.ClientId?.required).not.toBe(true)
    })

    it('shapes errors as { status, reasons: [{ name, description }] }', () => {
      const { schemas } = docs[name].components
      expect(schemas.ErrorResponse).toMatchObject({
        required: ['status', 'reasons'],
        additionalProperties: false,
      })
      expect(schemas.ErrorResponse?.properties?.reasons?.items?.$ref).toBe('#/components/schemas/ErrorReason')
      expect(schemas.ErrorReason).toMatchObject({
        required: ['name', 'description'],
        additionalProperties: false,
      })
    })

    it('closes every response object with additionalProperties: false', () => {
      const doc = docs[name]
      for (const [key, op] of operations(doc)) {
        for (const [code, response] of Object.entries(op.responses)) {
          for (const media of Object.values(deref(doc, response).content ?? {})) {
            if (!media.schema) continue
            for (const [at, schema] of objectSchemas(doc, media.schema, `${key} ${code}`)) {
              expect(schema.additionalProperties, at).toBe(false)
            }
          }
        }
      }
    })

    it('has unique camelCase operationIds', () => {
      const ids = operations(docs[name]).map(([, op]) => op.operationId)
      for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/)
      expect(new Set(ids).size).toBe(ids.length)
    })
  })

  it('names the query params and body fields the spec lists', () => {
    const all = API_SPECS.flatMap((name) =>
      operations(docs[name]).map(([key, op]) => [name, key, op] as const),
    )
    for (const [key, names] of Object.entries(SECTION_7_QUERY)) {
      const [name, , op] = all.find(([, k]) => k === key) ?? []
      expect(op, key).toBeDefined()
      const declared = (op?.parameters ?? [])
        .map((p) => deref(docs[name!], p))
        .filter((p) => p.in === 'query')
      expect(declared.map((p) => p.name).sort(), key).toEqual(
        ['clientId', 'projectId', 'st', 'sv', ...names].sort(),
      )
    }
    for (const [key, fields] of Object.entries(SECTION_7_BODY)) {
      const [name, , op] = all.find(([, k]) => k === key) ?? []
      const schema = op?.requestBody?.content['application/json']?.schema
      expect(schema, key).toBeDefined()
      expect(Object.keys(deref(docs[name!], schema!).properties ?? {}).sort(), key).toEqual(
        [...fields].sort(),
      )
    }
  })

  it('gives catalogue wallet entries exactly the catalogue fields, with nullable rdns and links', () => {
    const entry = docs['catalogue-api'].components.schemas.WalletEntry!
    const fields = ['id', 'name', 'rdns', 'image_id', 'chains', 'mobile_link', 'desktop_link', 'webapp_link']
    // Issue 26: where to get the wallet ("Get a wallet"), optional.
    const optional = ['homepage', 'stores']
    expect(Object.keys(entry.properties ?? {}).sort()).toEqual([...fields, ...optional].sort())
    expect(entry.required?.sort()).toEqual([...fields].sort())
    for (const nullable of ['rdns', 'mobile_link', 'desktop_link', 'webapp_link']) {
      expect(entry.properties?.[nullable]?.type, nullable).toEqual(['string', 'null'])
    }
    expect(entry.properties?.chains).toEqual(
      expect.objectContaining({ type: 'array', items: { type: 'string' } }),
    )
  })

  it('rejects a broken document (the validator is not vacuous)', async () => {
    const broken = structuredClone(docs['analytics-api']) as unknown as { info: Record<string, unknown> }
    delete broken.info.title
    const result = await new Validator().validate(broken)
    expect(result.valid).toBe(false)
  })
})
