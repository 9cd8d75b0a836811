import { verifyMessage, type Address, type Hex } from 'viem'
import { ApiError, badRequest, conflict } from '../../http/api-error.ts'
import type { DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { parseEvmAddress } from '../inputs.ts'
import { registerName } from './name-store.ts'
import { chainIdOfCoinType, parseRegistrableName } from './name-rules.ts'

/** How far the signed message's timestamp may be from now, so an old signature cannot be replayed. */
export const MESSAGE_MAX_AGE_SECONDS = 600

interface RegistrationMessage {
  name: string
  attributes: Record<string, string>
  timestamp: number
}

/**
 * POST /v1/profile/account: registers the name in the signed message to `address`. The message is the
 * JSON text `{ name, attributes?, timestamp }` signed with personal_sign by `address`; the signature is
 * checked on the served chain of the coin type when there is one (so contract accounts verify too).
 */
export function registerNameHandler(context: DataApiContext): DataApiHandler<'registerName'> {
  return async ({ body }) => {
    const address = parseEvmAddress(body.address, 'body.address')
    const chainId = chainIdOfCoinType(body.coin_type, 'body.coin_type')
    const message = parseMessage(body.message)
    const { name } = parseRegistrableName(message.name, 'body.message.name')
    const now = Math.floor(Date.now() / 1000)
    if (Math.abs(now - message.timestamp) > MESSAGE_MAX_AGE_SECONDS) {
      throw badRequest(
        'body.message.timestamp',
        `The message was signed at ${message.timestamp}, more than ${MESSAGE_MAX_AGE_SECONDS} s from now (${now})`,
      )
    }
    if (!(await signedBy(context, chainId, address, body.message, body.signature as Hex))) {
      throw new ApiError(401, [
        {
          name: 'body.signature',
          description: `The signature does not prove that ${address} signed the message`,
        },
      ])
    }
    const { heldBy } = await registerName(context.db, {
      name,
      coinType: body.coin_type,
      address,
      attributes: message.attributes,
      now,
    })
    if (heldBy) throw conflict('body.message.name', `The name ${name} is already registered to ${heldBy}`)
    return { json: { success: true } }
  }
}

function parseMessage(text: string): RegistrationMessage {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw badRequest('body.message', 'The message must be JSON text: {"name", "attributes"?, "timestamp"}')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest(
      'body.message',
      'The message must be a JSON object: {"name", "attributes"?, "timestamp"}',
    )
  }
  const { name, attributes = {}, timestamp } = data as Record<string, unknown>
  if (typeof name !== 'string')
    throw badRequest('body.message.name', 'The message must name the name to register')
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) {
    throw badRequest('body.message.timestamp', 'The message must carry a timestamp in unix seconds')
  }
  const isTextRecord = (value: unknown): value is Record<string, string> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  if (!isTextRecord(attributes)) {
    throw badRequest('body.message.attributes', 'Attributes must be an object of text records')
  }
  return { name, attributes, timestamp }
}

async function signedBy(
  context: DataApiContext,
  chainId: number,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  const chain = context.chains.find((candidate) => candidate.chainId === chainId)
  try {
    // On a served chain its node also verifies contract accounts (ERC-1271, and ERC-6492 for ones not
    // deployed yet); a coin type of a chain this server does not serve verifies EOA signatures only.
    return chain
      ? await chain.client.verifyMessage({ address, message, signature })
      : await verifyMessage({ address, message, signature })
  } catch {
    // A malformed signature (wrong length, bad recovery byte) is simply not a valid one.
    return false
  }
}
