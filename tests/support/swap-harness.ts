import swapPlugin from '../../plugins/swap/index.ts'
import { NATIVE_TOKEN_ADDRESS } from '../../plugins/swap/constants.ts'
import { createPortkit } from '../../runtime/create-portkit.ts'
import type { Network } from '../../runtime/core/types.ts'
import { devnetAlpha, devnetBeta } from '../../runtime/networks/devnet.ts'
import { ethereumSepolia } from '../../runtime/networks/index.ts'
import { updateChain } from '../../runtime/state/create-state.ts'
import { testConfig } from './config.ts'
import { FEATURES } from './features.ts'
import { memoryStorage } from './memory-storage.ts'
import { json, recordingServer, type RecordedRequest } from './recording-server.ts'
import { scriptedAdapter, testConnector } from './scripted-adapter.ts'
import { englishMessage } from './english-message.ts'
import type { SwapCheck } from '../../plugins/swap/check.ts'
import { SWAP_STRINGS, type SwapStringKey } from '../../plugins/swap/strings.ts'
import { messageText, type ShownMessage } from '../../runtime/core/i18n/shown-message.ts'

export const USER = '0x2222222222222222222222222222222222222222'
export const ROUTER = '0x3333333333333333333333333333333333333333'
export const PUSD_ADDRESS = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const ETH = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`
export const PUSD = `eip155:31337:${PUSD_ADDRESS}`
const E18 = 10n ** 18n

/** What the fake data API answers; a test changes it to make a call fail or a quote move. */
export interface SwapApiScript {
  /** Bought units per sold unit, times 1e18 (3000 PUSD per ETH by default). */
  rate: bigint
  quotesDown: boolean
  buildDown: boolean
  allowance: bigint
  gasPrice: bigint
  swapGas: bigint
  /** While set, quote answers wait for it: a test makes an older answer arrive after a newer one. */
  quotesHeld?: Promise<void>
}

/**
 * A Portkit instance with the built-in features and the swap plugin, an account connected on devnet
 * Alpha, a real loopback HTTP server standing in for the data API's convert calls (every request
 * recorded), and the adapter's wallet calls scripted: nothing reaches a wallet unless `sent` says so.
 */
export async function swapHarness(options: { network?: Network } = {}) {
  const script: SwapApiScript = {
    rate: 3000n * E18,
    quotesDown: false,
    buildDown: false,
    allowance: 0n,
    gasPrice: 1_000_000_000n,
    swapGas: 200_000n,
  }
  const server = await recordingServer((request, res) => respond(script, request, res))
  const { adapter, script: wallet } = scriptedAdapter()
  const sent: SentTransaction[] = []
  const balances = scriptSwapWallet(adapter, sent)
  const portkit = createPortkit({
    config: testConfig({
      services: { dataApi: server.url },
      networks: [devnetAlpha, devnetBeta, ethereumSepolia],
    }),
    adapters: [() => adapter],
    connectors: [],
    plugins: [...FEATURES, swapPlugin],
    storage: memoryStorage(),
  })
  const connector = testConnector()
  portkit.state.connectors.value = [connector]
  updateChain(portkit.state, 'eip155', {
    status: 'connected',
    address: USER,
    connectorId: connector.id,
    caipNetwork: options.network ?? devnetAlpha,
  })
  const toasts: string[] = []
  portkit.notifications.notification.subscribe((value) => {
    if (value.open) toasts.push(englishMessage(value.message))
  })
  // No balance API runs here: the re-reads after a swap must not toast over its result.
  portkit.feature('tokens').refresh = async () => []
  portkit.account.refreshBalance = async () => undefined
  const calls = (path: string) => server.requests.filter((request) => request.path === path)
  return {
    portkit,
    swap: portkit.feature('swap'),
    script,
    balances,
    sent,
    toasts,
    wallet,
    requests: server.requests,
    calls,
    close: () => server.close(),
  }
}

/** A transaction the swap wallet was asked to send. */
export interface SentTransaction {
  to?: string | null
  data?: string
  value?: bigint
  gas?: bigint
}

/**
 * Scripts the adapter as a wallet holding 10 ETH and 5000 PUSD: every send is recorded in `sent` (a plain
 * array, no spies: see fuzz-settings.ts) and mined at once. Returns the balances, which a test may change.
 */
export function scriptSwapWallet(
  adapter: ReturnType<typeof scriptedAdapter>['adapter'],
  sent: SentTransaction[],
) {
  const balances: Record<string, bigint> = { native: 10n * E18, [PUSD_ADDRESS.toLowerCase()]: 5000n * E18 }
  adapter.getBalance = async (_address, network, token) => ({
    value: balances[token ? token.toLowerCase() : 'native'] ?? 0n,
    decimals: 18,
    symbol: token ? 'PUSD' : network.nativeCurrency.symbol,
  })
  adapter.sendTransaction = async (_wallet, parameters) => {
    sent.push(parameters)
    return `0x${sent.length.toString(16).padStart(64, '0')}`
  }
  adapter.waitForReceipt = async (_network, hash) => ({ hash, status: 'success' })
  return balances
}

function respond(script: SwapApiScript, request: RecordedRequest, res: Parameters<typeof json>[0]) {
  const tokens = [
    { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' },
    { name: 'Portkit USD', symbol: 'PUSD', address: PUSD, decimals: 18, logoUri: '' },
  ]
  switch (request.path) {
    case '/v1/convert/tokens':
      return json(res, 200, { tokens: request.query.chainId === 'eip155:31337' ? tokens : [] })
    case '/v1/fungible/price':
      return json(res, 200, {
        fungibles: [
          { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
          { name: 'Portkit USD', symbol: 'PUSD', iconUrl: '', price: 1 },
        ],
      })
    case '/v1/convert/gas-price':
      return json(res, 200, {
        standard: script.gasPrice.toString(),
        fast: script.gasPrice.toString(),
        instant: script.gasPrice.toString(),
      })
    case '/v1/convert/quotes': {
      if (script.quotesHeld) {
        const held = script.quotesHeld
        return void held.then(() => respond({ ...script, quotesHeld: undefined }, request, res))
      }
      if (script.quotesDown) return json(res, 503, { status: 'FAILED', reasons: [] })
      const amount = BigInt(request.query.amount!)
      const rate = request.query.from === ETH ? script.rate : (E18 * E18) / script.rate
      return json(res, 200, {
        quotes: [
          {
            id: 'q',
            fromAmount: amount.toString(),
            fromAccount: request.query.from,
            toAmount: ((amount * rate) / E18).toString(),
            toAccount: request.query.to,
          },
        ],
      })
    }
    case '/v1/convert/allowance':
      return json(res, 200, { allowance: script.allowance.toString() })
    case '/v1/convert/build-approve':
      return json(res, 200, {
        tx: {
          from: USER,
          to: PUSD_ADDRESS,
          data: '0x095ea7b3',
          value: '0',
          eip155: { gas: '60000', gasPrice: script.gasPrice.toString() },
        },
      })
    case '/v1/convert/build-transaction': {
      if (script.buildDown) return json(res, 500, { status: 'FAILED', reasons: [] })
      const body = JSON.parse(request.body) as { amount: string; from: string }
      return json(res, 200, {
        tx: {
          from: USER,
          to: ROUTER,
          data: '0xdeadbeef',
          amount: body.from === ETH ? body.amount : '0',
          eip155: { gas: script.swapGas.toString(), gasPrice: script.gasPrice.toString() },
        },
      })
    }
    default:
      return json(res, 404, { status: 'FAILED', reasons: [] })
  }
}

/** A swap message as an English visitor reads it in the form. */
export function swapText(message: ShownMessage<SwapStringKey> | undefined): string | undefined {
  return message && messageText(message, (key) => SWAP_STRINGS[key])
}

/** The button's check with its error line in English. */
export function shownCheck(check: SwapCheck): { ready: boolean; label: SwapStringKey; error?: string } {
  const { ready, label } = check
  if (check.ready || !check.error) return { ready, label }
  return { ready, label, error: swapText(check.error) }
}
