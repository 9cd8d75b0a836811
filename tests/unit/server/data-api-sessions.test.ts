import type { BaseError } from 'viem'
import {
  ContractFunctionRevertedError,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getBalance, getCode, simulateContract, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../../../devnet/index.ts'
import { startTestDevnet } from '../../support/test-devnet.ts'
import {
  delegationCode,
  sendSessionGrant,
  SESSION_ACCOUNT_ABI,
  type SessionGrant,
} from '../../../devnet/contracts/session-grants.ts'
import { revokeSessionTypedData } from '../../../server/contracts/session-account.ts'
import { contractClient, reasonNames } from './contract-client.ts'
import { devnetWallet } from '../devnet/services/devnet-wallet.ts'

/**
 * Issue 13, smart sessions on the devnet: an account delegates to SessionAccount (EIP-7702) and grants a
 * session; its key calls the one target within the limit with no wallet involved; the data API lists the
 * grant from the chain's events and relays a signed revocation; revoked, expired, over-limit, other
 * target and other sender are all refused by the chain itself.
 */
let devnet: Devnet
let call: ReturnType<typeof contractClient>

beforeAll(async () => {
  devnet = await startTestDevnet()
  call = contractClient(devnet.manifest.services.dataApi!, 'data-api')
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const delegate = () => devnet.manifest.contracts!['eip155:31337']!.sessionAccount as Address
const APP = 'http://127.0.0.1:5173'

async function grant(owner: number, overrides: Partial<SessionGrant> = {}) {
  const { wallet, client } = devnetWallet(devnet, owner)
  const key = privateKeyToAccount(generatePrivateKey())
  const target = privateKeyToAccount(generatePrivateKey()).address
  const session: SessionGrant = {
    key: key.address,
    target,
    limit: parseEther('0.01'),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    app: APP,
    gasBudget: parseEther('0.001'),
    ...overrides,
  }
  const { pci } = await sendSessionGrant(wallet, client, delegate(), session)
  return { pci, key, target, session, owner: wallet.account.address, client }
}

/** The session key's own transaction (no wallet): SessionAccount.execute on the owner's address. */
function keyClient(key: ReturnType<typeof privateKeyToAccount>) {
  return createWalletClient({ account: key, transport: http(devnet.manifest.chains[0]!.rpcUrl) })
}

async function refusal(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run()
  } catch (error) {
    const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError)
    return (reverted as ContractFunctionRevertedError | null)?.data?.errorName
  }
  return 'not refused'
}

const list = async (owner: Address) =>
  (await call('GET', '/v1/sessions/{address}', { path: { address: owner } })).body as {
    pcis: { pci: string; revokedAt?: number; permissions: { data: Record<string, unknown> }[] }[]
  }

describe('smart sessions on the devnet (SessionAccount + data API)', () => {
  it('grants with an EIP-7702 delegation; the key spends within its limit; the list shows the session', async () => {
    const { pci, key, target, owner, client, session } = await grant(1)
    expect(await getCode(client, { address: owner })).toBe(delegationCode(delegate()).toLowerCase())
    // The grant sent the key its gas budget, so it can send its own transactions.
    expect(await getBalance(client, { address: key.address })).toBe(session.gasBudget)

    const hash = await writeContract(keyClient(key), {
      chain: null,
      address: owner,
      abi: SESSION_ACCOUNT_ABI,
      functionName: 'execute',
      args: [pci, target, parseEther('0.004'), '0x'],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await getBalance(client, { address: target })).toBe(parseEther('0.004'))

    const { pcis } = await list(owner)
    expect(pcis).toHaveLength(1)
    expect(pcis[0]).toMatchObject({
      pci,
      context: pci,
      project: { id: APP, name: '127.0.0.1:5173', url: `${APP}/` },
      expiry: session.expiry,
      permissions: [
        {
          type: 'contract-call',
          data: { address: target, calls: [], signer: { type: 'key', data: { id: key.address } } },
        },
      ],
      policies: [
        {
          type: 'token-allowance',
          data: {
            allowance: `0x${parseEther('0.01').toString(16)}`,
            spent: `0x${parseEther('0.004').toString(16)}`,
          },
        },
      ],
    })
    expect(pcis[0]!.revokedAt).toBeUndefined()
  })

  it('the chain refuses the key beyond its limit, at another target, and anyone but the key', async () => {
    const { pci, key, target, owner, client } = await grant(2)
    const execute =
      (to: Address, value: bigint, account = key) =>
      () =>
        simulateContract(client, {
          account,
          address: owner,
          abi: SESSION_ACCOUNT_ABI,
          functionName: 'execute',
          args: [pci, to, value, '0x'],
        })
    expect(await refusal(execute(target, parseEther('0.011')))).toBe('OverLimit')
    expect(await refusal(execute(owner, 1n))).toBe('WrongTarget')
    expect(await refusal(execute(target, 1n, privateKeyToAccount(generatePrivateKey())))).toBe(
      'NotSessionKey',
    )
    // Only the account itself grants: a call from anyone else is refused.
    const stranger = devnetWallet(devnet, 3)
    expect(
      await refusal(() =>
        simulateContract(client, {
          account: stranger.account,
          address: owner,
          abi: SESSION_ACCOUNT_ABI,
          functionName: 'grantSession',
          args: [stranger.account.address, target, 1n, 9_999_999_999n, 'x'],
        }),
      ),
    ).toBe('NotAccount')
  })

  it("relays a signed revocation: a stranger's signature is refused, then the key is refused on chain", async () => {
    const { pci, key, target, owner, client } = await grant(1)
    const ownerAccount = devnetWallet(devnet, 1).account
    const typedData = revokeSessionTypedData(31337, owner, pci)
    const forged = await devnetWallet(devnet, 3).account.signTypedData(typedData)
    const refused = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address: owner },
      body: { pci, signature: forged },
    })
    expect([refused.status, reasonNames(refused)]).toEqual([401, ['body.signature']])

    const signature = await ownerAccount.signTypedData(typedData)
    const revoked = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address: owner },
      body: { pci, signature },
    })
    expect([revoked.status, revoked.body]).toEqual([200, { success: true }])
    const again = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address: owner },
      body: { pci, signature },
    })
    expect([again.status, reasonNames(again)]).toEqual([409, ['body.pci']])

    const listed = (await list(owner)).pcis.find((session) => session.pci === pci)
    expect(listed?.revokedAt).toEqual(expect.any(Number))
    expect(
      await refusal(() =>
        simulateContract(client, {
          account: key,
          address: owner,
          abi: SESSION_ACCOUNT_ABI,
          functionName: 'execute',
          args: [pci, target, 1n, '0x'],
        }),
      ),
    ).toBe('Revoked')
    const unknown = await call('POST', '/v1/sessions/{address}/revoke', {
      path: { address: owner },
      body: { pci: `0x${'ab'.repeat(32)}` as Hex, signature },
    })
    expect([unknown.status, reasonNames(unknown)]).toEqual([404, ['body.pci']])
  })

  it('an expired session is refused on chain', async () => {
    const { pci, key, target, owner, client } = await grant(3, {
      expiry: Math.floor(Date.now() / 1000) + 60,
    })
    await client.request({ method: 'evm_increaseTime' as never, params: [120] as never })
    await client.request({ method: 'evm_mine' as never })
    expect(
      await refusal(() =>
        simulateContract(client, {
          account: key,
          address: owner,
          abi: SESSION_ACCOUNT_ABI,
          functionName: 'execute',
          args: [pci, target, 1n, '0x'],
        }),
      ),
    ).toBe('Expired')
  })
})
