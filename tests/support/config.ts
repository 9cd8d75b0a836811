import type { ResolvedConfig } from '../../runtime/config/types.ts'
import { devnetAlpha, devnetBeta } from '../../runtime/networks/devnet.ts'

export function testConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    projectId: 'test-project',
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1', icons: [] },
    networks: [devnetAlpha, devnetBeta],
    defaultNetwork: devnetAlpha.caipNetworkId,
    connectors: ['injected'],
    themeMode: 'dark',
    themeVariables: {},
    services: {},
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
    enableEIP6963: true,
    ...overrides,
  }
}
