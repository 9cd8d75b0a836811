// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { polkadotAdapter } from '../../../runtime/adapters/polkadot/index.ts'
import { polkadotExtensionConnector } from '../../../runtime/connectors/polkadot-extension/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { polkadotMainnet, westendTestnet } from '../../../runtime/networks/index.ts'
import { STORAGE_KEYS } from '../../../runtime/services/storage.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import {
  POLKADOT_TEST_ACCOUNT_NAME,
  POLKADOT_TEST_SOURCE,
  polkadotTestKey,
} from '../../support/polkadot-test-key.ts'

// Spec 3, Account state: allAccounts. An extension that grants several named accounts: the chain state
// holds them with their names, the visitor picks one, and a reload resumes the picked one.
const [main, savings] = [polkadotTestKey(1), polkadotTestKey(2)]
Object.assign(window, {
  injectedWeb3: {
    [POLKADOT_TEST_SOURCE]: {
      version: '1.0.0',
      enable: async () => ({
        accounts: {
          get: async () => [
            { address: main.address(), name: POLKADOT_TEST_ACCOUNT_NAME, type: 'sr25519' },
            { address: savings.address(), name: 'Savings', type: 'sr25519' },
          ],
          subscribe: () => () => undefined,
        },
        signer: {},
      }),
    },
  },
})

function setup(storage = memoryStorage()) {
  const portkit = createPortkit({
    config: testConfig({
      networks: [polkadotMainnet, westendTestnet],
      defaultNetwork: polkadotMainnet.caipNetworkId,
      adapters: ['polkadot'],
    }),
    adapters: [polkadotAdapter()],
    connectors: [polkadotExtensionConnector()],
    storage,
  })
  const chain = () => portkit.state.chains.value.polkadot!
  return { portkit, storage, chain }
}

describe('spec 3: the accounts a wallet granted, named', () => {
  it('connect holds every granted account with its name; picking one connects it and is resumed after a reload', async () => {
    const { portkit, storage, chain } = setup()
    await portkit.start()
    await portkit.connection.connect(portkit.state.connectors.value[0]!)
    expect(chain().address).toBe(main.address(0))
    expect(chain().allAccounts).toEqual([
      { address: main.address(0), name: POLKADOT_TEST_ACCOUNT_NAME },
      { address: savings.address(0), name: 'Savings' },
    ])

    await portkit.connection.selectAccount('polkadot', savings.address(0))
    expect(chain().address).toBe(savings.address(0))
    expect(storage.data.get(STORAGE_KEYS.selectedAccount('polkadot'))).toBe(savings.address(0))
    await expect(portkit.connection.selectAccount('polkadot', polkadotTestKey(3).address(0))).rejects.toThrow(
      `The wallet did not grant the account ${polkadotTestKey(3).address(0)}`,
    )
    await portkit.network.switchNetwork(westendTestnet.caipNetworkId)
    expect(chain().address).toBe(savings.address(42))
    portkit.stop()

    // A reload: the network and the picked account come back.
    const reloaded = setup(storage)
    await reloaded.portkit.start()
    expect(reloaded.chain()).toMatchObject({ status: 'connected', address: savings.address(42) })
    expect(reloaded.portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe(westendTestnet.caipNetworkId)

    // Disconnecting forgets the pick: the next session starts on the wallet's first account.
    await reloaded.portkit.connection.disconnect('polkadot')
    expect(storage.data.has(STORAGE_KEYS.selectedAccount('polkadot'))).toBe(false)
    expect(reloaded.chain().allAccounts).toEqual([])
    await reloaded.portkit.connection.connect(reloaded.portkit.state.connectors.value[0]!)
    expect(reloaded.chain().address).toBe(main.address(42))
  })

  it('picking an account needs a connection', async () => {
    const { portkit } = setup()
    await expect(portkit.connection.selectAccount('polkadot', main.address(0))).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
  })
})
