import { MalformedAnswerError } from '../core/errors.ts'
import type { components } from './api/data-api.gen.ts'
import type { DataApiClient } from './api/clients.ts'

export type Identity = components['schemas']['IdentityResponse']

/** GET /v1/identity/{address} with the asking account as `sender`. */
export async function fetchIdentity(
  client: DataApiClient,
  address: string,
  sender?: string,
): Promise<Identity> {
  const { data } = await client.GET('/v1/identity/{address}', {
    params: { path: { address }, query: sender ? { sender } : {} },
  })
  if (!data || typeof data !== 'object') throw new MalformedAnswerError('identity')
  return {
    name: typeof data.name === 'string' && data.name.length > 0 ? data.name : null,
    avatar: typeof data.avatar === 'string' && data.avatar.length > 0 ? data.avatar : null,
  }
}
