import { describe, expect, it } from 'vitest'
import { recordRequests, templateApp } from './template-build.ts'

// @walletconnect/universal-provider is an optional peer of portkit: an app whose config leaves the
// walletconnect connector out must build without the package. A real Vite build of the scaffolded app,
// with a plugin that records every request for it, shows whether the module graph reaches it at all.

const template = templateApp('portkit-wc-peer-')

async function walletConnectRequests(connectors: string): Promise<string[]> {
  template.edit('portkit.config.ts', (config) =>
    config.replace(/connectors: \[[^\]]*\]/, `connectors: ${connectors}`),
  )
  const recorder = recordRequests(/^@walletconnect\//)
  await template.build([recorder.plugin])
  return recorder.requested
}

describe('WalletConnect is an optional peer', () => {
  it('a config without the walletconnect connector never imports the SDK', async () => {
    expect(await walletConnectRequests("['injected']")).toEqual([])
  }, 120_000)

  it('a config with it imports @walletconnect/universal-provider (lazily, from the connector)', async () => {
    expect(await walletConnectRequests("['injected', 'walletconnect']")).toContain(
      '@walletconnect/universal-provider',
    )
  }, 120_000)
})
