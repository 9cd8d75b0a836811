import { notFound } from '../http/api-error.ts'
import type { DataApiHandler } from './data-api-types.ts'
import { parseAccount } from './inputs.ts'

/** GET /v1/sessions/{address}: the devnet grants no smart sessions, so every list is empty. */
export function getSmartSessionsHandler(): DataApiHandler<'getSmartSessions'> {
  return ({ path }) => {
    parseAccount(path.address, 'address')
    return { json: { pcis: [] } }
  }
}

/** POST /v1/sessions/{address}/revoke: there is never a session to revoke. */
export function revokeSmartSessionHandler(): DataApiHandler<'revokeSmartSession'> {
  return ({ path, body }) => {
    const address = parseAccount(path.address, 'address')
    throw notFound('body.pci', `No smart session ${body.pci} was granted by ${address ?? path.address}`)
  }
}
