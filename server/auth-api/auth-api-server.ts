import { createPublicClient, http, type PublicClient } from 'viem'
import {
  createSiwxService,
  SiwxRefusedError,
  SiwxSessionNotFoundError,
  SiwxWrongTokenError,
} from '../../plugins/siwx/server/index.ts'
import type { operations } from '../../runtime/services/api/auth-api.gen.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { ApiError } from '../http/api-error.ts'
import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler, ContractHandlers } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { siwxDbStore } from './siwx-db-store.ts'

export interface AuthApiChain {
  chainId: number
  rpcUrl: string
}

/** Service errors as the contract's status codes: 401 refused, 403 wrong token, 404 no such session. */
function asApiError(error: unknown): never {
  if (error instanceof SiwxRefusedError) throw new ApiError(401, [error.reason])
  if (error instanceof SiwxWrongTokenError)
    throw new ApiError(403, [{ name: 'token', description: error.message }])
  if (error instanceof SiwxSessionNotFoundError)
    throw new ApiError(404, [{ name: 'id', description: error.message }])
  throw error
}

/**
 * openapi/auth-api.yaml on the devnet: sign-in-with-X nonces and sessions kept in PGlite, every signature
 * really verified with viem against the devnet chains (so ERC-1271 / ERC-6492 accounts work too) or, on the
 * devnet's Solana network, with ed25519 against the account's public key, and the
 * message's domain and uri checked against the calling page's Origin header.
 */
export interface AuthApiOptions {
  db: DevnetDb
  chains: AuthApiChain[]
  /** CAIP-2 ids of the Solana networks: their sign-ins are checked with ed25519. */
  solanaChains?: string[]
}

export function createAuthApi(options: AuthApiOptions): ServiceHandler {
  const clients = new Map<number, PublicClient>(
    options.chains.map((chain) => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) })]),
  )
  const service = createSiwxService({
    store: siwxDbStore(options.db),
    clientFor: (chainId) => clients.get(chainId),
    solanaChains: options.solanaChains ?? [],
  })
  const origin = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

  const handlers: ContractHandlers<operations> = {
    createNonce: async () => ({ json: await service.issueNonce() }),
    createSession: async ({ body, headers }) => ({
      json: await service
        .createSession({
          message: body.message,
          signature: body.signature,
          ...(body.cacao ? { cacao: body.cacao } : {}),
          origin: origin(headers.origin),
        })
        .catch(asApiError),
    }),
    listSessions: async ({ query }) => ({
      json: { sessions: await service.listSessions(query.accountAddress) },
    }),
    getSession: async ({ path }) => ({ json: await service.getSession(path.id).catch(asApiError) }),
    revokeSession: async ({ path, body }) => {
      await service.revokeSession(path.id, body.token).catch(asApiError)
      return { json: { revoked: true } }
    },
  }
  return () => createContractRouter('auth-api', handlers as unknown as Record<string, AnyHandler>)
}

/** The auth API alone on a loopback port. */
export const startAuthApi = (options: AuthApiOptions): Promise<RunningServer> =>
  startHttpServer(createAuthApi(options))
