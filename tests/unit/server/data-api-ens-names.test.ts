import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDataApi } from '../../../server/data-api/data-api-server.ts'
import type { ChainSource } from '../../../server/data-api/chain-source.ts'
import { createServedChain } from '../../../server/data-api/served-chain.ts'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { countingNode, type CountingNode } from '../../support/counting-node.ts'
import { contractClient, reasonNames } from './contract-client.ts'

/**
 * ENS names are read only on chains with a Universal Resolver, and a node that does not answer is a 502
 * naming the chain, never an empty identity (the runtime would cache it for 5 minutes) or a crash.
 */
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let db: DevnetDb
let node: CountingNode
const servers: RunningServer[] = []

beforeAll(async () => {
  ;[db, node] = await Promise.all([openDevnetDb({}), countingNode('http://127.0.0.1:1')])
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await Promise.all([db?.close(), node?.close()])
})

function chain(chainId: number, rpcUrl: string, ens: boolean): ChainSource {
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: `Chain ${chainId}`,
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    ...(ens ? { ensUniversalResolver: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' } : {}),
  }
}

async function dataApi(chains: ChainSource[]) {
  const server = await startDataApi({
    chains: chains.map(createServedChain),
    db,
    catalogueUrl: 'http://127.0.0.1:1',
  })
  servers.push(server)
  return contractClient(server.url, 'data-api')
}

describe('data API: ENS names through the Universal Resolver', () => {
  it('asks no node of a chain without ensUniversalResolver: the identity is empty', async () => {
    const call = await dataApi([chain(31_351, node.url, false)])
    const identity = await call('GET', '/v1/identity/{address}', { path: { address: ADDRESS } })
    expect([identity.status, identity.body]).toEqual([200, { name: null, avatar: null }])
    const reverse = await call('GET', '/v1/profile/reverse/{address}', { path: { address: ADDRESS } })
    expect([reverse.status, reverse.body]).toEqual([200, []])
    expect(node.requests()).toBe(0)
  })

  it('answers 502 naming the chain when the ENS chain node is down', async () => {
    const call = await dataApi([chain(31_352, 'http://127.0.0.1:1', true)])
    for (const path of ['/v1/identity/{address}', '/v1/profile/reverse/{address}'] as const) {
      const read = await call('GET', path, { path: { address: ADDRESS } })
      expect([read.status, reasonNames(read)]).toEqual([502, ['upstream']])
      expect(JSON.stringify(read.body)).toContain('eip155:31352 node did not answer the ENS read')
    }
  })
})
