import { describe, expect, it } from 'vitest'
import { resolveConnectors } from '../../../generator/config/validate-connectors.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { cspSources } from '../../../generator/doctor/csp.ts'
import { ConfigError } from '../../../runtime/core/errors.ts'
import { devnetAlpha, devnetBeta, solanaDevnet } from '../../../runtime/networks/index.ts'

// `connectors: [..., 'coinbase']`: accepted with an eip155 network and the SDK installed (this checkout
// has it, as a devDependency); refused with a clear message otherwise.

const metadata = { name: 'Demo', description: 'A demo', url: 'http://localhost:5173', icons: [] }
const config = (networks: unknown[], connectors: string[]) => ({
  projectId: 'demo',
  metadata,
  networks,
  connectors,
})

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('the config was accepted')
}

describe("the 'coinbase' connector kind", () => {
  it('is accepted beside the others, in the host order', () => {
    expect(resolveConfig(config([devnetAlpha, devnetBeta], ['injected', 'coinbase'])).connectors).toEqual([
      'injected',
      'coinbase',
    ])
  })

  it('is refused without an eip155 network: Coinbase Wallet SDK 4 connects EVM accounts only', () => {
    expect(refusal(() => resolveConnectors(['coinbase'], true, [solanaDevnet]))).toContain(
      'connectors[0]: coinbase connects EVM accounts only: add an eip155 network or remove it',
    )
  })

  it('is refused with the install command when the SDK is missing', () => {
    expect(
      refusal(() => resolveConnectors(['injected', 'coinbase'], true, [devnetAlpha], () => false)),
    ).toContain(
      'connectors[1]: coinbase needs the Coinbase Wallet SDK: npm install @coinbase/wallet-sdk@^4.4.0',
    )
    expect(resolveConnectors(['injected'], true, [devnetAlpha], () => false)).toEqual(['injected'])
  })

  it("adds the SDK's own endpoints to the doctor's connect-src, only when selected", () => {
    const withCoinbase = resolveConfig(config([devnetAlpha], ['injected', 'coinbase']))
    expect(cspSources(withCoinbase)['connect-src']).toEqual(
      expect.arrayContaining([
        'https://rpc.wallet.coinbase.com',
        'https://www.walletlink.org',
        'wss://www.walletlink.org',
      ]),
    )
    const without = resolveConfig(config([devnetAlpha], ['injected']))
    expect(cspSources(without)['connect-src'].filter((source) => /coinbase|walletlink/.test(source))).toEqual(
      [],
    )
  })
})
