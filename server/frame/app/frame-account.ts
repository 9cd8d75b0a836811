import type { AuthCall } from './auth-call.ts'
import type { Address, Hex } from 'viem'
import type { FrameUser } from '../../../runtime/connectors/auth/frame-protocol.ts'
import { deviceId, moveWalletKey, saveSession, walletKey, type FrameSession } from './key-store.ts'
import type { KeyBackup } from './key-backup.ts'
import { smartAccountWallet } from './smart-account-wallet.ts'
import { withoutNodeUrl } from './frame-rpc-error.ts'
import type { FrameConfig } from './frame-config.ts'

type Handler = (payload: Record<string, unknown>) => Promise<unknown>

const DEVICE_POLL_MS = 1_000

interface SmartAccount {
  address: Address
  /** Whether it has code on chain (the sponsor deployed it). */
  deployed: boolean
  /** The one deploy in flight, shared by INIT_SMART_ACCOUNT and any request that waits for it. */
  deploying: Promise<void> | undefined
}

export interface FrameAccountContext {
  config: FrameConfig
  authCall: AuthCall
  session: () => Promise<FrameSession>
  /** The email a login started with, for the device approval. */
  pendingEmail(): string | undefined
  backup: KeyBackup
  /** The app's name from SYNC_DAPP_DATA: the code mail names it. */
  appName(): string | undefined
}

/**
 * The embedded wallet's account beside login (spec sections 4 and 7): device approval, email update
 * (primary then secondary code), and the preferred account type with a real smart account per user.
 */
export function frameAccount(context: FrameAccountContext) {
  const { authCall, session } = context
  let accountType: 'eoa' | 'smartAccount' = 'eoa'
  let enabledChainIds: Promise<number[]> | undefined
  /** Each owner's smart account per chain (key `chainId:owner`). */
  const smartAccounts = new Map<string, SmartAccount>()

  const enabled = () =>
    (enabledChainIds ??= authCall<{ chainIds: number[] }>('/smart-account/networks').then(
      (answer) => answer.chainIds,
      () => [],
    ))

  /** The owner's smart account on `chainId` and whether it has code, without deploying it. */
  async function smartAccount(chainId: number, owner: Address) {
    if (!(await enabled()).includes(chainId)) return undefined
    const key = `${chainId}:${owner}`
    const known = smartAccounts.get(key)
    if (known) return known
    const { token } = await session()
    const { address, deployed } = await authCall<{ address: Address; deployed: boolean }>(
      '/smart-account/address',
      { chainId, owner },
      token,
    )
    const entry: SmartAccount = { address, deployed, deploying: undefined }
    smartAccounts.set(key, entry)
    return entry
  }

  /** Deploys the smart account once (the sponsor pays); later calls share the same deploy. */
  async function deploy(chainId: number, owner: Address): Promise<Address> {
    const entry = await smartAccount(chainId, owner)
    if (!entry) throw new Error('Smart accounts are not enabled on this network')
    if (!entry.deployed)
      await (entry.deploying ??= (async () => {
        const { token } = await session()
        await authCall('/smart-account', { chainId, owner }, token)
        entry.deployed = true
      })().finally(() => (entry.deploying = undefined)))
    return entry.address
  }

  async function smartWallet() {
    const { identity, token } = await session()
    return smartAccountWallet(context.config, await walletKey(identity, context.backup), {
      relay: async (call) => (await authCall<{ hash: Hex }>('/smart-account/execute', call, token)).hash,
    })
  }

  const handlers: Record<string, Handler> = {
    /** Waits until the visitor opened the mailed link on another tab or device, then mails the code. */
    async CONNECT_DEVICE() {
      const email = context.pendingEmail()
      if (!email) throw new Error('Enter your email first')
      const id = await deviceId()
      for (;;) {
        const { approved } = await authCall<{ approved: boolean }>('/device/status', { email, deviceId: id })
        if (approved) break
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      return authCall<{ action: string }>('/email/start', { email, deviceId: id, appName: context.appName() })
    },
    async UPDATE_EMAIL({ email }) {
      const { token } = await session()
      return authCall('/email/update', { email }, token)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      const { token } = await session()
      return authCall('/email/update/primary', { otp }, token)
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = await session()
      const { email } = await authCall<{ email: string }>('/email/update/secondary', { otp }, current.token)
      // The same key under the new address: the wallet and its addresses do not change.
      await moveWalletKey(current.identity, email)
      await saveSession({ ...current, identity: email, email })
      return { newEmail: email }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: await enabled() }),
    // eslint-disable-next-line @typescript-eslint/require-await -- a frame handler answers with a promise; its throw (a FrameRpcError) must reject it
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa' && type !== 'smartAccount')
        throw new Error('The account type is eoa or smartAccount')
      accountType = type
      return {}
    },
  }

  return {
    handlers,
    /** What the frame user reports: the preferred type when this network has smart accounts, else the EOA. */
    async user(
      chainId: number,
      eoa: Address,
      preferred: unknown,
    ): Promise<Omit<FrameUser, 'email' | 'chainId'>> {
      if (preferred === 'eoa' || preferred === 'smartAccount') accountType = preferred
      // Only read here, never deployed: the page sends INIT_SMART_ACCOUNT when this says it is not.
      const smart = accountType === 'smartAccount' ? await smartAccount(chainId, eoa) : undefined
      const accounts: NonNullable<FrameUser['accounts']> = [{ address: eoa, type: 'eoa' }]
      if (smart) accounts.unshift({ address: smart.address, type: 'smartAccount' })
      return {
        address: smart?.address ?? eoa,
        accounts,
        preferredAccountType: smart ? 'smartAccount' : 'eoa',
        smartAccountDeployed: smart?.deployed ?? false,
      }
    },
    /** INIT_SMART_ACCOUNT: the owner's smart account on `chainId`, deployed once. */
    initSmartAccount: async (chainId: number, owner: Address) => ({ address: await deploy(chainId, owner) }),
    /**
     * Signing for the smart account when it is the active one; undefined: the EOA signs. The account's
     * signature checks and calls need its code, so a request that beats INIT_SMART_ACCOUNT waits for the
     * same single deploy.
     */
    async smartRequest(chainId: number, eoa: Address, method: string, params: unknown[]) {
      const smart = accountType === 'smartAccount' ? await smartAccount(chainId, eoa) : undefined
      if (!smart || !['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].includes(method))
        return undefined
      await deploy(chainId, eoa)
      const chainName = context.config.chains.find((chain) => chain.chainId === chainId)?.name ?? `${chainId}`
      const signer = await smartWallet()
      const result = await withoutNodeUrl(chainName, method, () =>
        signer.request(chainId, smart.address, method, params),
      )
      return { result }
    },
  }
}
