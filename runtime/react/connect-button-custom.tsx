import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { isUnsupportedNetwork } from '../core/unsupported-network.ts'
import { truncateAddress } from '../core/format.ts'
import { useAccount, useNetwork, usePortkit } from './hooks.ts'
import { preloadModal } from './preload-modal.ts'

export interface ConnectButtonRenderProps {
  /** The connected account; undefined while not connected. */
  account:
    | {
        address: string
        /** The account's name, else its middle-truncated address. */
        displayName: string
        /** Floored to 3 decimals, with `balanceSymbol`; undefined until read. */
        balance: string | undefined
        balanceSymbol: string | undefined
      }
    | undefined
  /** The active network. */
  chain:
    | {
        id: number | string
        name: string
        caipNetworkId: string
        /** The wallet is on a network the config does not list. */
        unsupported: boolean
      }
    | undefined
  status: 'disconnected' | 'connecting' | 'connected'
  /** Opens the modal where the opening rule says: Connect while disconnected. */
  openConnect(): void
  /** Opens the modal on Account when connected (Connect otherwise). */
  openAccount(): void
  /** Opens the network list. */
  openNetworks(): void
  /** False on the server and in the hydration render: render a placeholder so markup matches. */
  mounted: boolean
}

export interface ConnectButtonCustomProps {
  children: (props: ConnectButtonRenderProps) => ReactNode
}

const subscribeNever = () => () => undefined

/** True in the browser after hydration; false on the server and while hydrating. */
function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/** ConnectButton as a render prop: the host draws the buttons, Portkit gives the state and the openers. */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps): ReactNode {
  const { open } = usePortkit()
  const account = useAccount()
  const { caipNetwork } = useNetwork()
  const mounted = useMounted()
  const connected = account.status === 'connected' && account.address !== undefined

  const opener = (view?: Parameters<typeof open>[0]) => () => {
    preloadModal()
    void open(view)
  }
  return children({
    account:
      connected && account.address
        ? {
            address: account.address,
            displayName: account.profileName ?? truncateAddress(account.address),
            balance: account.balance,
            balanceSymbol: account.balanceSymbol,
          }
        : undefined,
    chain: caipNetwork
      ? {
          id: caipNetwork.id,
          name: caipNetwork.name,
          caipNetworkId: caipNetwork.caipNetworkId,
          unsupported: isUnsupportedNetwork(caipNetwork),
        }
      : undefined,
    status: account.status,
    // The opening rule decides: Account when connected, else Connect (or the WalletConnect view).
    openConnect: opener(),
    openAccount: opener(),
    openNetworks: opener({ name: 'Networks' }),
    mounted,
  })
}
