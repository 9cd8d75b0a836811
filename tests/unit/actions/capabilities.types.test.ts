import { erc20Abi } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { polkadotAdapter } from '../../../runtime/adapters/polkadot/index.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import {
  estimateGas,
  getCallsStatus,
  getCapabilities,
  getPublicClient,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  getWalletClient,
  readContract,
  sendCalls,
  signMessage,
  signTypedData,
  writeContract,
} from '../../../runtime/controllers/actions/index.ts'
import type { ChainAdapter, EvmChainAdapter } from '../../../runtime/controllers/types.ts'
import { createPortkit, type Portkit, type PortkitOptions } from '../../../runtime/create-portkit.ts'

// Enforced by the type checker (`npm run typecheck`): an unused `@ts-expect-error` is itself an error, so
// each call below that must not compile breaks the build the day it does. The closures are never called.

declare const options: PortkitOptions
const hash = `0x${'ab'.repeat(32)}` as const
const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const typed = {
  domain: { name: 'Portkit', chainId: 1 },
  types: { Hello: [{ name: 'to', type: 'address' }] },
  primaryType: 'Hello',
  message: { to },
} as const
const read = { address: to, abi: erc20Abi, functionName: 'balanceOf', args: [to] } as const
const write = { address: to, abi: erc20Abi, functionName: 'transfer', args: [to, 1n] } as const

describe('an instance is typed by its adapters: EVM-only actions need an EVM adapter', () => {
  it('with only non-EVM adapters, every capability action is a compile error; the core ones are not', () => {
    const calls = async () => {
      const nonEvm = createPortkit({
        ...options,
        adapters: [solanaAdapter(), bip122Adapter(), polkadotAdapter()],
      })
      expectTypeOf(nonEvm).toEqualTypeOf<
        Portkit<ChainAdapter<'solana'> | ChainAdapter<'bip122'> | ChainAdapter<'polkadot'>>
      >()
      await signMessage(nonEvm, { message: 'hello' })
      // @ts-expect-error typed data needs an adapter with `typedData`
      await signTypedData(nonEvm, typed)
      // @ts-expect-error gas needs an adapter with `gasEstimation`
      await estimateGas(nonEvm, {})
      // @ts-expect-error contract reads need an adapter with `contracts`
      await readContract(nonEvm, read)
      // @ts-expect-error contract writes need an adapter with `contracts`
      await writeContract(nonEvm, write)
      // @ts-expect-error lookups need an adapter with `transactionLookup`
      await getTransaction(nonEvm, { hash })
      // @ts-expect-error lookups need an adapter with `transactionLookup`
      await getTransactionReceipt(nonEvm, { hash })
      // @ts-expect-error lookups need an adapter with `transactionLookup`
      await getTransactionCount(nonEvm)
      // @ts-expect-error viem clients need an adapter with `viemClients`
      await getWalletClient(nonEvm)
      // @ts-expect-error viem clients need an adapter with `viemClients`
      await getPublicClient(nonEvm)
      // @ts-expect-error batches need an adapter with `callBatches`
      await sendCalls(nonEvm, { calls: [] })
      // @ts-expect-error batches need an adapter with `callBatches`
      await getCallsStatus(nonEvm, { id: '0x' })
      // @ts-expect-error batches need an adapter with `callBatches`
      await getCapabilities(nonEvm)
      // The generated entry's options (checked with `satisfies`) keep the adapters' types.
      const generated = { ...options, adapters: [solanaAdapter()] } satisfies PortkitOptions
      // @ts-expect-error typed data needs an adapter with `typedData`
      await signTypedData(createPortkit(generated), typed)
    }
    expectTypeOf(calls).toBeFunction()
  })

  it('with an EVM adapter among others, and when the type does not say (plain PortkitOptions), they compile', () => {
    const calls = async () => {
      const mixed = createPortkit({ ...options, adapters: [eip155Adapter(), solanaAdapter()] })
      expectTypeOf(mixed).toEqualTypeOf<Portkit<EvmChainAdapter | ChainAdapter<'solana'>>>()
      const unsaid = createPortkit(options)
      // The generated entry's options: checked with `satisfies`, so the adapters' types stay.
      const generated = { ...options, adapters: [eip155Adapter()] } satisfies PortkitOptions
      // The same calls as above, so what fails there is the capability, not the parameters.
      await signTypedData(mixed, typed)
      await estimateGas(mixed, {})
      await readContract(mixed, read)
      await writeContract(mixed, write)
      await getTransaction(mixed, { hash })
      await getTransactionReceipt(mixed, { hash })
      await getTransactionCount(mixed)
      await getWalletClient(mixed)
      await getPublicClient(mixed)
      await sendCalls(mixed, { calls: [] })
      await getCallsStatus(mixed, { id: '0x' })
      await getCapabilities(mixed)
      await signTypedData(unsaid, typed)
      await sendCalls(createPortkit(generated), { calls: [] })
    }
    expectTypeOf(calls).toBeFunction()
  })
})
