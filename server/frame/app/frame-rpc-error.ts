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
