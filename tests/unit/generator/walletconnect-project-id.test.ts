import { describe, expect, it } from 'vitest'
import { walletConnectProjectIdProblem } from '../../../generator/doctor/project-id.ts'
import type { ServiceEndpoints } from '../../../runtime/config/index.ts'
import { testConfig } from '../../support/config.ts'

const WALLETCONNECT_ID = '0123456789abcdef0123456789ABCDEF'

const withWalletConnect = (projectId: string, services: Partial<ServiceEndpoints> = {}) =>
  testConfig({ projectId, connectors: ['injected', 'walletconnect'], services })

// Issue 25: in production WalletConnect's relay admits a project id made on WalletConnect's dashboard (32 hex
// characters); `portkit create` writes a placeholder, and `portkit doctor` says when the id cannot be one.
describe("doctor's check of a WalletConnect projectId", () => {
  it.each([
    'my-app',
    'your-walletconnect-project-id',
    WALLETCONNECT_ID.slice(1),
    `${WALLETCONNECT_ID}0`,
    'g'.repeat(32),
  ])("%s, through WalletConnect's network, cannot be one", (projectId) => {
    expect(walletConnectProjectIdProblem(withWalletConnect(projectId))).toBe(
      `projectId ${JSON.stringify(projectId)} cannot be a WalletConnect project id, which WalletConnect's relay needs in production: use the 32-hex-character id of a project made at https://cloud.walletconnect.com`,
    )
  })

  it("names it too when the relay is one of WalletConnect's own", () => {
    const config = withWalletConnect('my-app', { walletConnectRelay: 'wss://relay.walletconnect.org' })
    expect(walletConnectProjectIdProblem(config)).toContain('cannot be a WalletConnect project id')
  })

  it('accepts 32 hex characters', () => {
    expect(walletConnectProjectIdProblem(withWalletConnect(WALLETCONNECT_ID))).toBeUndefined()
  })

  it("says nothing for the devnet's local relay or another self-hosted one, which take any id", () => {
    for (const walletConnectRelay of ['ws://127.0.0.1:8546', 'wss://relay.example.com'])
      expect(
        walletConnectProjectIdProblem(withWalletConnect('my-app', { walletConnectRelay })),
      ).toBeUndefined()
  })

  it('says nothing without the walletconnect connector', () => {
    expect(walletConnectProjectIdProblem(testConfig({ projectId: 'my-app' }))).toBeUndefined()
  })
})
