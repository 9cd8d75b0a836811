import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { installSolanaTestWallet, type SolanaTestWallet } from './solana-test-wallet.ts'
import { installTestWallet, type TestWallet } from './test-wallet.ts'

/**
 * One wallet on two chains, as Phantom, OKX, Trust or Backpack are: one page object (`window[windowKey]`,
 * like `window.phantom`) whose `ethereum` is announced over EIP-6963 and whose `solana` is registered with
 * the Wallet Standard, both under one name and icon. Each side holds the devnet's account `account` of its
 * chain and is approved separately, as those wallets ask per chain.
 */
export interface MultiChainTestWallet {
  readonly name: string
  readonly evm: TestWallet
  readonly solana: SolanaTestWallet
}

export interface InstallMultiChainTestWalletOptions {
  manifest: DevnetManifest
  account: number
  name: string
  rdns: string
  windowKey?: string
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ab9ff2"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
)}`

export async function installMultiChainTestWallet(
  page: Page,
  options: InstallMultiChainTestWalletOptions,
): Promise<MultiChainTestWallet> {
  const { manifest, account, name, rdns, windowKey = 'portkitMultiChainWallet' } = options
  const privateKey = manifest.accounts[account]?.privateKey as Hex | undefined
  if (!privateKey) throw new Error(`the devnet has no EVM account ${account}`)
  const evm = await installTestWallet(page, {
    manifest,
    privateKey,
    info: { name, rdns, icon: ICON },
    windowKey,
  })
  const solana = await installSolanaTestWallet(page, manifest, account, { name, icon: ICON, windowKey })
  return { name, evm, solana }
}
