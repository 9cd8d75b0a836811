import 'fake-indexeddb/auto'
import { createPublicClient, http, type Address } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../../../../devnet/accounts.ts'
import { startAnvil, type AnvilNode } from '../../../../devnet/anvil.ts'
import { openDevnetDb, type DevnetDb } from '../../../../server/db/open-devnet-db.ts'
import { frameAccount } from '../../../../server/frame/app/frame-account.ts'
import { keyBackup } from '../../../../server/frame/app/key-backup.ts'
import { startEmailAuth } from '../../../../server/email-auth/email-auth-server.ts'
import { createSmartAccountSponsor } from '../../../../devnet/services/smart-account-sponsor.ts'
import type { RunningServer } from '../../../../server/http/start-http-server.ts'
import { startMailCatcher, type MailCatcher } from '../../../../devnet/services/mail-catcher/mail-catcher.ts'

/**
 * Spec section 7, init smart account, on the frame's side against the real auth service, its sponsor and
 * anvil: GET_USER's account reads the smart account's address without deploying it and reports
 * smartAccountDeployed false; INIT_SMART_ACCOUNT deploys it, once however often it is asked; the user then
 * reports it deployed.
 */

const CHAIN_ID = 31337
let anvil: AnvilNode
let db: DevnetDb
let catcher: MailCatcher
let auth: RunningServer
let token: string
const email = 'smart@example.com'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  const sponsor = createSmartAccountSponsor(
    [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl }],
    testAccounts(1)[0]!,
  )
  db = await openDevnetDb()
  catcher = await startMailCatcher()
  auth = await startEmailAuth({ db, smtp: catcher.smtp, sponsor })
  await authCall('/email/start', { email })
  const mails = (await (await fetch(`${catcher.api.url}/messages?to=${email}`)).json()) as {
    messages: { text: string }[]
  }
  const otp = /(\d{6})/.exec(mails.messages.at(-1)!.text)![1]
  token = (await authCall<{ token: string }>('/email/verify', { email, otp })).token
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([auth?.close(), catcher?.close(), anvil?.stop()])
  await db?.close()
})

/** What the frame's own authCall does: JSON to the auth service, its reason as the error. */
async function authCall<T>(path: string, body?: unknown, bearer?: string): Promise<T> {
  const response = await fetch(`${auth.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await response.json()) as T & { reasons?: { description: string }[] }
  if (!response.ok) throw new Error(json.reasons?.[0]?.description ?? `HTTP status code: ${response.status}`)
  return json
}

/** The sponsor's deploy calls go through this path; every other call is counted apart. */
function countingAccount(rpcUrl = anvil.rpcUrl) {
  const paths: string[] = []
  const account = frameAccount({
    config: { authUrl: auth.url, chains: [{ chainId: CHAIN_ID, name: 'devnet', rpcUrl }] },
    authCall: (path, body, bearer) => (paths.push(path), authCall(path, body, bearer)),
    session: async () => ({ token, identity: email, email }),
    pendingEmail: () => undefined,
    appName: () => undefined,
    backup: keyBackup(authCall, async () => token),
  })
  return { account, deploys: () => paths.filter((path) => path === '/smart-account').length }
}

const reader = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('spec 7: init smart account (the frame and its auth service)', () => {
  it('GET_USER reports the smart account undeployed without deploying it; INIT_SMART_ACCOUNT deploys it once', async () => {
    const owner: Address = privateKeyToAccount(generatePrivateKey()).address
    const { account, deploys } = countingAccount()
    const before = await account.user(CHAIN_ID, owner, 'smartAccount')
    expect(before).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    expect(before.address).not.toBe(owner)
    expect(await reader().getCode({ address: before.address as Address })).toBeUndefined()
    expect(deploys()).toBe(0)

    // Asked twice at once (e.g. INIT and a signing request that beat it): one deploy.
    const [first, second] = await Promise.all([
      account.initSmartAccount(CHAIN_ID, owner),
      account.initSmartAccount(CHAIN_ID, owner),
    ])
    expect(first).toEqual({ address: before.address })
    expect(second).toEqual(first)
    expect(deploys()).toBe(1)
    expect(await reader().getCode({ address: before.address as Address })).toMatch(/^0x[0-9a-f]{10,}$/)
    expect(await account.user(CHAIN_ID, owner, 'smartAccount')).toMatchObject({
      address: before.address,
      smartAccountDeployed: true,
    })
    await account.initSmartAccount(CHAIN_ID, owner)
    expect(deploys()).toBe(1)

    // A fresh frame (a reload) learns from the chain that it is deployed.
    const reloaded = countingAccount()
    expect(await reloaded.account.user(CHAIN_ID, owner, 'smartAccount')).toMatchObject({
      smartAccountDeployed: true,
    })
    expect(reloaded.deploys()).toBe(0)
  }, 60_000)

  it('an EOA user is reported as the EOA, and INIT_SMART_ACCOUNT is refused on a network without smart accounts', async () => {
    const owner: Address = privateKeyToAccount(generatePrivateKey()).address
    const { account, deploys } = countingAccount()
    expect(await account.user(CHAIN_ID, owner, 'eoa')).toMatchObject({
      address: owner,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    await expect(account.initSmartAccount(1, owner)).rejects.toThrow(
      'Smart accounts are not enabled on this network',
    )
    expect(deploys()).toBe(0)
  })

  it("a smart account's transaction whose node does not answer is -32603 naming the chain, never the node's URL", async () => {
    const owner: Address = privateKeyToAccount(generatePrivateKey()).address
    // The frame's RPC URL may hold the host's API key; viem's own message for the failure names it.
    const { account } = countingAccount('http://127.0.0.1:1/v3/secret-api-key')
    await account.user(CHAIN_ID, owner, 'smartAccount')
    const failure = (await account
      .smartRequest(CHAIN_ID, owner, 'eth_sendTransaction', [{ to: owner, value: '0x1' }])
      .catch((error: unknown) => error)) as { code: number; message: string }
    expect(failure).toMatchObject({
      code: -32603,
      message: 'The devnet node did not answer eth_sendTransaction',
    })
  }, 60_000)
})
