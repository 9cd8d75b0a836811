import { describe, expect, it } from 'vitest'
import { checkSchema } from '../../../server/openapi/check-schema.ts'
import { loadContract } from '../../../server/openapi/load-contract.ts'
import { responseProblems } from '../../support/openapi-response-validator.ts'

const json = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body,
})
const BALANCE = '/v1/account/{address}/balance'

const validBalance = () => ({
  balances: [
    {
      name: 'Portkit USD',
      symbol: 'PUSD',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      value: 9975,
      price: 1,
      quantity: { decimals: '18', numeric: '9975' },
      iconUrl: 'http://127.0.0.1:1/public/getTokenImage/PUSD',
    },
  ],
})

describe('the OpenAPI response validator used by the devnet service tests', () => {
  it('accepts a body that matches the operation response schema', () => {
    expect(responseProblems('data-api', 'GET', BALANCE, json(validBalance()))).toEqual([])
  })

  it('catches a field the schema does not allow', () => {
    const body = validBalance()
    Object.assign(body.balances[0]!, { logo: 'x' })
    expect(responseProblems('data-api', 'GET', BALANCE, json(body))).toEqual([
      '$.balances[0].logo: is not allowed here',
    ])
  })

  it('catches a wrong type, a missing required field and a broken pattern', () => {
    const body = validBalance() as unknown as { balances: Record<string, unknown>[] }
    body.balances[0]!.price = '1'
    delete body.balances[0]!.symbol
    body.balances[0]!.chainId = '31337'
    expect(responseProblems('data-api', 'GET', BALANCE, json(body))).toEqual([
      '$.balances[0].symbol: is required',
      '$.balances[0].chainId: "31337" does not match ^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$',
      '$.balances[0].price: expected number, got string "1"',
    ])
  })

  it('checks nested arrays, enums, nullable types and formats', () => {
    const page = {
      data: [
        {
          id: 'x',
          metadata: {
            minedAt: 'yesterday',
            chain: 'eip155:1',
            status: 'done',
            operationType: 'send',
            sentFrom: '0x1',
            sentTo: '0x2',
          },
          transfers: [{ quantity: { numeric: 1 } }],
        },
      ],
      next: 5,
    }
    expect(responseProblems('data-api', 'GET', '/v1/account/{account}/history', json(page))).toEqual([
      '$.data[0].metadata.minedAt: "yesterday" is not a valid date-time',
      '$.data[0].metadata.status: expected one of ["confirmed","failed","pending"], got "done"',
      '$.data[0].transfers[0].quantity.numeric: expected string, got integer 1',
      '$.next: expected string or null, got integer 5',
    ])
  })

  it('checks error answers against the shared error body, and content types and statuses', () => {
    const error = { status: 'FAILED', reasons: [{ name: 'projectId', description: 'required' }] }
    expect(responseProblems('catalogue-api', 'GET', '/getWallets', json(error, 400))).toEqual([])
    expect(responseProblems('catalogue-api', 'GET', '/getWallets', json({ error: 'x' }, 400))).toEqual([
      '$.status: is required',
      '$.reasons: is required',
      '$.error: is not allowed here',
    ])
    const image = { status: 200, contentType: 'image/svg+xml', body: new Uint8Array([60]) }
    expect(responseProblems('catalogue-api', 'GET', '/getWalletImage/{id}', image)).toEqual([])
    expect(
      responseProblems('catalogue-api', 'GET', '/getWalletImage/{id}', {
        ...image,
        contentType: 'text/plain',
      }),
    ).toEqual(['content type "text/plain" is not one of image/*'])
    expect(
      responseProblems('analytics-api', 'POST', '/e', {
        status: 204,
        contentType: null,
        body: new Uint8Array(),
      }),
    ).toEqual([])
  })

  it('refuses to pass a schema keyword it does not understand', () => {
    const doc = loadContract('data-api')
    expect(() => checkSchema(doc, { type: 'string', oneOf: [] }, 'x')).toThrow(
      'unsupported JSON Schema keyword "oneOf"',
    )
  })
})
