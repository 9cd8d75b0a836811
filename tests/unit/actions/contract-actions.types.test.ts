import { erc20Abi, type Address, type Hash } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import type { TransactionReceipt } from '../../../runtime/controllers/types.ts'
import { readContract, writeContract, type Portkit } from '../../../runtime/index.ts'
import { useReadContract, useWriteContract } from '../../../runtime/react/index.ts'

// Enforced by the type checker (`tsc -p tsconfig.json`): an unused `@ts-expect-error` is itself an error,
// so each misuse below breaks the build if it ever type-checks. The closures are never called.

declare const portkit: Portkit
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const abi = fixtureTokenArtifact.abi

describe('readContract / writeContract infer arguments and results from the ABI', () => {
  it('readContract: the result type is the function output; args are its inputs', () => {
    const reads = async () => {
      expectTypeOf(
        await readContract(portkit, { address: token, abi, functionName: 'balanceOf', args: [token] }),
      ).toEqualTypeOf<bigint>()
      expectTypeOf(
        await readContract(portkit, { address: token, abi, functionName: 'symbol' }),
      ).toEqualTypeOf<string>()
      expectTypeOf(
        await readContract(portkit, { address: token, abi, functionName: 'decimals' }),
      ).toEqualTypeOf<number>()
      // An inline `as const` ABI is inferred the same way.
      expectTypeOf(
        await readContract(portkit, {
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [token, token],
        }),
      ).toEqualTypeOf<bigint>()

      // @ts-expect-error balanceOf takes an address, not a number
      await readContract(portkit, { address: token, abi, functionName: 'balanceOf', args: [1n] })
      // @ts-expect-error balanceOf needs its argument
      await readContract(portkit, { address: token, abi, functionName: 'balanceOf' })
      // @ts-expect-error `transfer` changes state: it is not a view function
      await readContract(portkit, { address: token, abi, functionName: 'transfer', args: [token, 1n] })
      // @ts-expect-error no such function in the ABI
      await readContract(portkit, { address: token, abi, functionName: 'balance', args: [token] })
    }
    expectTypeOf(reads).toBeFunction()
  })

  it('writeContract: args are the inputs of a state-changing function; resolves with the hash', () => {
    const writes = async () => {
      expectTypeOf(
        await writeContract(portkit, { address: token, abi, functionName: 'transfer', args: [token, 1n] }),
      ).toEqualTypeOf<Hash>()
      // @ts-expect-error the amount is a uint256 (bigint), not a string
      await writeContract(portkit, { address: token, abi, functionName: 'transfer', args: [token, '1'] })
      // @ts-expect-error transfer takes two arguments
      await writeContract(portkit, { address: token, abi, functionName: 'transfer', args: [token] })
      // @ts-expect-error `balanceOf` is a view function: nothing to write
      await writeContract(portkit, { address: token, abi, functionName: 'balanceOf', args: [token] })
      await writeContract(portkit, {
        address: token,
        abi,
        functionName: 'transfer',
        args: [token, 1n],
        // @ts-expect-error `transfer` is not payable: no value may be sent with it
        value: 1n,
      })
    }
    expectTypeOf(writes).toBeFunction()
  })

  it('the hooks carry the same inference: useReadContract data, useWriteContract mutate args', () => {
    const Component = () => {
      const balance = useReadContract({ address: token, abi, functionName: 'balanceOf', args: [token] })
      expectTypeOf(balance.data).toEqualTypeOf<bigint | undefined>()
      const name = useReadContract({ address: token, abi, functionName: 'name' })
      expectTypeOf(name.data).toEqualTypeOf<string | undefined>()
      // @ts-expect-error balanceOf takes an address
      useReadContract({ address: token, abi, functionName: 'balanceOf', args: [true] })

      const write = useWriteContract()
      write.mutate({ address: token, abi, functionName: 'transfer', args: [token, 1n] })
      expectTypeOf(write.data).toEqualTypeOf<Hash | undefined>()
      // @ts-expect-error the amount is a bigint
      write.mutate({ address: token, abi, functionName: 'transfer', args: [token, 1] })
      return null
    }
    expectTypeOf(Component).toBeFunction()
    expectTypeOf<TransactionReceipt['status']>().toEqualTypeOf<'success'>()
  })
})
