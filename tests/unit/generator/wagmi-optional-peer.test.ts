import { describe, expect, it } from 'vitest'
import { recordRequests, templateApp } from './template-build.ts'

// wagmi is an optional peer of portkit: an app whose config does not list `adapters: ['wagmi']` must
// build without it. A real Vite build of the scaffolded app, with a plugin that records every request
// for portkit/wagmi, wagmi or @wagmi/*, shows whether the module graph reaches the bridge at all.

const template = templateApp('portkit-wagmi-peer-')

async function wagmiRequests(adapters: string | undefined): Promise<string[]> {
  template.edit('portkit.config.ts', (config) =>
    config
      .replace(/\n {2}adapters: \[[^\]]*\],/, '')
      .replace(/connectors: \[[^\]]*\],/, (match) =>
        adapters ? `${match}\n  adapters: ${adapters},` : match,
      ),
  )
  const recorder = recordRequests(/^(portkit\/wagmi|wagmi|@wagmi\/)/)
  await template.build([recorder.plugin])
  return recorder.requested
}

describe('wagmi is an optional peer', () => {
  it('a config without adapters: [wagmi] never imports portkit/wagmi or wagmi', async () => {
    expect(await wagmiRequests(undefined)).toEqual([])
  }, 120_000)

  it('a config with it imports portkit/wagmi (and through it wagmi)', async () => {
    expect(await wagmiRequests("['wagmi']")).toEqual(expect.arrayContaining(['portkit/wagmi', 'wagmi']))
  }, 120_000)
})
