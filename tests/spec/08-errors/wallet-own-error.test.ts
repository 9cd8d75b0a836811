import { describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/eip155-adapter.ts'
import type { Eip1193Provider } from '../../../runtime/controllers/types.ts'
import { UserRejectedError } from '../../../runtime/core/errors.ts'
import { testConfig } from '../../support/config.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

const adapter = () => eip155Adapter()({ config: testConfig() })

/** A wallet whose account request fails with `error` (thrown as the wallet library throws it). */
function failingWallet(error: unknown): Eip1193Provider {
  return {
    async request() {
      throw error
    },
  }
}

describe("spec 8 (Fallbacks: library errors): a wallet's own failure reaches the visitor as the wallet said it", () => {
  it("a plain error from the wallet (not an EIP-1193 error) keeps its text, not the library's 'An unknown RPC error occurred.'", async () => {
    const thrown = new Error('The browser blocked the wallet window')
    const connecting = adapter().connect(testConnector('w', { provider: failingWallet(thrown) }))
    await expect(connecting).rejects.toBe(thrown)
  })

  it('an EIP-1193 error with a code keeps the library error (its code and text are the wallet protocol answer)', async () => {
    const thrown = Object.assign(new Error('Resource unavailable'), { code: -32002 })
    const error = await adapter()
      .connect(testConnector('w', { provider: failingWallet(thrown) }))
      .catch((caught: unknown) => caught)
    expect(error).not.toBe(thrown)
    expect((error as { code?: number }).code).toBe(-32002)
  })

  it('a rejection is still the catalogue rejection', async () => {
    const thrown = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const connecting = adapter().connect(testConnector('w', { provider: failingWallet(thrown) }))
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
  })
})
