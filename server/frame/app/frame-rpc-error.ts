import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem'

/** A wallet error with its EIP-1193 / JSON-RPC code, which the frame's reply carries to the page's provider. */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Runs a wallet request that asks the chain's node (reads, and the nonce, fees and sending of a
 * transaction) and hands the page only what it may see of a failure: a node's refusal keeps its code and
 * words; a node that did not answer is -32603 naming `chainName`; any other viem failure is -32603 with
 * its short message. viem's full messages carry the node's URL and request body (the URL may hold an API
 * key), so none of them passes; the frame's own errors do.
 */
export async function withoutNodeUrl<T>(
  chainName: string,
  method: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const refusal = error.walk((cause) => cause instanceof RpcRequestError)
    if (refusal instanceof RpcRequestError) throw new FrameRpcError(refusal.code, refusal.details)
    const unanswered = error.walk(
      (cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError,
    )
    if (unanswered) throw new FrameRpcError(-32603, `The ${chainName} node did not answer ${method}`)
    throw new FrameRpcError(-32603, error.shortMessage)
  }
}
