import {
  createPublicClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  type Address,
  type PublicClient,
} from 'viem'
import { getBalance, getChainId } from 'viem/actions'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAddress, tokenAccountAmount } from '../../../runtime/adapters/solana/spl-token.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { Devnet } from '../../../devnet/index.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import { createDataApiClient } from '../../../runtime/services/api/clients.ts'
import { contractClient, reasonNames, COMMON_QUERY } from './contract-client.ts'
import { devnetWallet } from '../devnet/services/devnet-wallet.ts'

interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

let devnet: Devnet
let call: ReturnType<typeof contractClient>
let account: Address
const publicClient = (rpcUrl: string): PublicClient => createPublicClient({ transport: http(rpcUrl) })

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
  account = devnet.manifest.accounts[0]!.address as Address
})
afterAll(() => devnet?.stop())

const balancesOf = async (address: string, query: Record<string, string> = {}) => {
  const read = await call('GET', '/v1/account/{address}/balance', {
    path: { address },
    query: { currency: 'usd', ...query },
  })
  expect(read.status).toBe(200)
  return (read.body as { balances: TokenBalance[] }).balances
}

describe('data API: supported chains and balances', () => {
  it('lists the devnet chains as supported, both EVM chains with history (anvil serves ots_)', async () => {
    const read = await call('GET', '/v1/supported-chains')
    expect(read.body).toEqual({
      http: ['eip155:31337', 'eip155:31338', devnet.manifest.solana!.caipNetworkId],
      ws: [],
      history: ['eip155:31337', 'eip155:31338'],
    })
  })

  it('answers SOL and the SPL fixture of a Solana account as litesvm holds them, for its chain only', async () => {
    const solana = devnet.manifest.solana!
    const owner = new PublicKey(solana.accounts[3]!.address)
    const [token] = solana.tokens!
    const connection = new Connection(devnet.manifest.services.solanaRpc!, 'confirmed')
    const lamports = await connection.getBalance(owner)
    const tokenAccount = await connection.getAccountInfo(
      associatedTokenAddress(owner, new PublicKey(token!.address)),
    )
    const held = tokenAccountAmount(tokenAccount!.data)
    expect(held).toBeGreaterThan(0n)

    const balances = await balancesOf(owner.toBase58())
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: solana.caipNetworkId,
        quantity: { decimals: '9', numeric: formatUnits(BigInt(lamports), 9) },
      }),
      expect.objectContaining({
        symbol: token!.symbol,
        name: token!.name,
        address: `${solana.caipNetworkId}:${token!.address}`,
        quantity: { decimals: String(token!.decimals), numeric: formatUnits(held, token!.decimals) },
      }),
    ])
    expect(balances[0]!.address).toBeUndefined()
    expect(balances[1]!.value).toBe(Number(formatUnits(held, token!.decimals)) * balances[1]!.price)
    expect(await balancesOf(owner.toBase58(), { chainId: solana.caipNetworkId })).toEqual(balances)
    expect(await balancesOf(owner.toBase58(), { chainId: 'eip155:31337' })).toEqual([])
  })

  it('answers native and token balances equal to what the chains hold', async () => {
    const balances = await balancesOf(account)
    for (const chain of devnet.manifest.chains) {
      const client = publicClient(chain.rpcUrl)
      const onChain = balances.filter((balance) => balance.chainId === chain.caipNetworkId)
      const native = onChain.find((balance) => balance.address === undefined)!
      expect(native).toMatchObject({ symbol: 'ETH', price: 3000, quantity: { decimals: '18' } })
      expect(native.quantity.numeric).toBe(formatUnits(await getBalance(client, { address: account }), 18))

      const tokens = devnet.manifest.tokens![chain.caipNetworkId]!
      expect(onChain.map((balance) => balance.symbol)).toEqual([
        'ETH',
        ...tokens.map((token) => token.symbol),
      ])
      for (const token of tokens) {
        const held = await client.readContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account],
        })
        const balance = onChain.find((candidate) => candidate.symbol === token.symbol)!
        expect(balance.address).toBe(`${chain.caipNetworkId}:${token.address}`)
        expect(balance.quantity).toEqual({
          decimals: String(token.decimals),
          numeric: formatUnits(held, token.decimals),
        })
      }
    }
  })

  it('includes the 6- and 0-decimal tokens and prices in the asked currency', async () => {
    const usd = await balancesOf(account, { chainId: 'eip155:31337' })
    const eur = await balancesOf(account, { chainId: 'eip155:31337', currency: 'EUR' })
    const bySymbol = (list: TokenBalance[], symbol: string) =>
      list.find((balance) => balance.symbol === symbol)!
    expect(bySymbol(usd, 'PEUR').quantity.decimals).toBe('6')
    expect(bySymbol(usd, 'PTIX')).toMatchObject({
      quantity: { decimals: '0', numeric: '12' },
      price: 2.5,
      value: 30,
    })
    expect(bySymbol(usd, 'PUSD')).toMatchObject({ price: 1, value: 9975 })
    expect(bySymbol(eur, 'PUSD')).toMatchObject({ price: 0.92, value: 9177 })
    expect(bySymbol(usd, 'ETH').iconUrl).toMatch(
      /\/public\/getTokenImage\/ETH\?projectId=devnet-test-project&st=/,
    )
  })

  it('answers only the named chain, and the empty list for chains and namespaces it does not serve', async () => {
    const beta = await balancesOf(account, { chainId: 'eip155:31338' })
    expect(new Set(beta.map((balance) => balance.chainId))).toEqual(new Set(['eip155:31338']))
    expect(await balancesOf(account, { chainId: 'eip155:1' })).toEqual([])
    expect(await balancesOf(account, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual([])
    // A Solana address the devnet's chain never funded holds nothing.
    expect(await balancesOf('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toEqual([])
  })

  it('refuses a malformed address, chain id, currency or forceUpdate with a 400 naming the input', async () => {
    const refused = async (address: string, query: Record<string, string>) => {
      const read = await call('GET', '/v1/account/{address}/balance', { path: { address }, query })
      expect(read.status).toBe(400)
      return reasonNames(read)
    }
    expect(await refused('0x1234', { currency: 'usd' })).toEqual(['address'])
    expect(await refused(account, { currency: 'usd', chainId: 'eip155' })).toEqual(['chainId'])
    expect(await refused(account, { currency: 'doubloons' })).toEqual(['currency'])
    expect(await refused(account, { currency: 'usd', forceUpdate: '0xabc' })).toEqual(['forceUpdate'])
    expect(await refused(account, {})).toEqual(['currency'])
  })

  it('includes a token named by forceUpdate even when it is not a fixture, read from the chain', async () => {
    const chain = devnet.manifest.chains[0]!
    const { wallet, client } = devnetWallet(devnet, 0)
    const hash = await wallet.deployContract({
      abi: fixtureTokenArtifact.abi,
      bytecode: fixtureTokenArtifact.bytecode,
      args: ['Side Token', 'SIDE', 4],
    })
    const token = getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
    const minted = await wallet.writeContract({
      address: token,
      abi: fixtureTokenArtifact.abi,
      functionName: 'mint',
      args: [account, 123_4567n],
    })
    await client.waitForTransactionReceipt({ hash: minted })

    const without = await balancesOf(account, { chainId: chain.caipNetworkId })
    expect(without.map((balance) => balance.symbol)).not.toContain('SIDE')
    const forced = await balancesOf(account, {
      chainId: chain.caipNetworkId,
      forceUpdate: `${chain.caipNetworkId}:${token}`,
    })
    expect(forced.find((balance) => balance.symbol === 'SIDE')).toMatchObject({
      name: 'Side Token',
      address: `${chain.caipNetworkId}:${token}`,
      quantity: { decimals: '4', numeric: '123.4567' },
      price: 0,
    })
  })

  it('is read by the runtime generated data API client', async () => {
    const client = createDataApiClient({
      baseUrl: devnet.manifest.services.dataApi!,
      projectId: COMMON_QUERY.projectId,
      sdkVersion: COMMON_QUERY.sv,
    })
    const { data } = await client.GET('/v1/account/{address}/balance', {
      params: { path: { address: account }, query: { currency: 'usd', chainId: 'eip155:31338' } },
    })
    expect(data?.balances.map((balance) => balance.symbol)).toEqual([
      'ETH',
      'PUSD',
      'PEUR',
      'PTIX',
      'AIRDROP',
    ])
  })
})

describe('data API: fungible prices', () => {
  it('prices the native placeholder and fixture tokens and leaves unknown ones out', async () => {
    const pusd = devnet.manifest.tokens!['eip155:31338']!.find((token) => token.symbol === 'PUSD')!
    const read = await call('POST', '/v1/fungible/price', {
      body: {
        currency: 'usd',
        projectId: COMMON_QUERY.projectId,
        addresses: [
          `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
          `eip155:31338:${pusd.address}`,
          'eip155:31337:0x0000000000000000000000000000000000000001',
          `eip155:1:${pusd.address}`,
        ],
      },
    })
    const { fungibles } = read.body as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['ETH', 3000],
      ['PUSD', 1],
    ])
  })

  it('refuses bodies that are not JSON, miss fields or hold a malformed CAIP-10 address', async () => {
    const post = (body: unknown) => call('POST', '/v1/fungible/price', { body })
    const broken = await post('{"currency": "usd",')
    expect([broken.status, reasonNames(broken)]).toEqual([400, ['body']])
    const missing = await post({ addresses: [], projectId: 'p' })
    expect([missing.status, reasonNames(missing)]).toEqual([400, ['body.currency']])
    const malformed = await post({ currency: 'usd', projectId: 'p', addresses: ['eip155:1:0xabc', 'nope'] })
    expect([malformed.status, reasonNames(malformed)]).toEqual([400, ['body.addresses[1]']])
  })
})

describe('data API: JSON-RPC proxy', () => {
  const proxy = (chainId: string) =>
    `${devnet.manifest.services.dataApi}/v1/?chainId=${chainId}&projectId=${COMMON_QUERY.projectId}`

  it('forwards each call to the node of the chain named by chainId', async () => {
    expect(await getChainId(createPublicClient({ transport: http(proxy('eip155:31337')) }))).toBe(31337)
    expect(await getChainId(createPublicClient({ transport: http(proxy('eip155:31338')) }))).toBe(31338)
    const balance = await getBalance(createPublicClient({ transport: http(proxy('eip155:31338')) }), {
      address: account,
    })
    expect(balance).toBe(
      await getBalance(publicClient(devnet.manifest.chains[1]!.rpcUrl), { address: account }),
    )
  })

  it('forwards batches', async () => {
    const response = await fetch(proxy('eip155:31338'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'net_version', params: [] },
      ]),
    })
    const answers = (await response.json()) as { id: number; result: string }[]
    expect(answers.sort((a, b) => a.id - b.id).map((answer) => answer.result)).toEqual(['0x7a6a', '31338'])
  })

  it('refuses unserved chains, missing params and bodies that are not JSON with the error body', async () => {
    const post = async (
      url: string,
      body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
    ) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      })
      return {
        status: response.status,
        body: (await response.json()) as { status: string; reasons: { name: string }[] },
      }
    }
    const unserved = await post(proxy('eip155:1'))
    expect([unserved.status, unserved.body.status, unserved.body.reasons[0]!.name]).toEqual([
      400,
      'FAILED',
      'chainId',
    ])
    // The server asks for the project first, then the proxy for the chain.
    const bare = await post(`${devnet.manifest.services.dataApi}/v1/`)
    expect(bare.body.reasons.map((reason) => reason.name)).toEqual(['projectId'])
    const chainless = await post(
      `${devnet.manifest.services.dataApi}/v1/?projectId=${COMMON_QUERY.projectId}`,
    )
    expect(chainless.body.reasons.map((reason) => reason.name)).toEqual(['chainId'])
    expect((await post(proxy('eip155:31337'), '{oops')).body.reasons[0]!.name).toBe('body')
    expect((await post(proxy('not-caip'))).body.reasons[0]!.name).toBe('chainId')
  })

  it("refuses what would act with the node's accounts or administer it, alone or in a batch, and empty or oversized batches", async () => {
    const call = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] })
    const refusal = async (body: unknown) => {
      const response = await fetch(proxy('eip155:31337'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as { reasons?: { name: string; description: string }[] }
      return [response.status, answer.reasons?.[0]?.description]
    }
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'eth_accounts',
      'anvil_setBalance',
      'debug_traceCall',
    ])
      expect(await refusal(call(method))).toEqual([400, `The RPC proxy does not serve ${method}`])
    expect(await refusal([call('eth_chainId'), call('personal_sign', 2)])).toEqual([
      400,
      'The RPC proxy does not serve personal_sign',
    ])
    expect(await refusal([])).toEqual([400, 'A batch holds 1 to 1000 calls'])
    expect(await refusal(Array.from({ length: 1001 }, (_, id) => call('eth_chainId', id)))).toEqual([
      400,
      'A batch holds 1 to 1000 calls',
    ])
    // Reads and a signed transaction's broadcast pass.
    expect((await refusal(call('eth_blockNumber')))[0]).toBe(200)
  })
})
