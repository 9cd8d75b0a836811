import { describe, expect, it } from 'vitest'
import { PLUGINS } from '../../../generator/compose/plugin-registry.ts'
import { FEATURE_SERVICES, featureRows, featureTable } from '../../../generator/config/feature-services.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { PLUGIN_FEATURE, PLUGIN_IDS } from '../../../runtime/config/index.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// The one table of which service each feature needs: what `portkit build` and `portkit doctor` print.

const minimal = {
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha],
}
const EVERY_SERVICE = {
  dataApi: 'https://data.example',
  catalogueApi: 'https://catalogue.example',
  analyticsApi: 'https://analytics.example',
  authApi: 'https://auth.example',
  walletConnectRelay: 'wss://relay.example',
  secureFrame: 'https://frame.example',
}

describe('the feature -> service table', () => {
  it('with no services: the features that need one are off and say which service is not set', () => {
    expect(featureTable(featureRows(resolveConfig(minimal)))).toBe(
      [
        '  feature           on?  needs',
        '  swaps             off  services.dataApi (not set)',
        '  onramp            off  services.dataApi (not set)',
        '  receive           on   none',
        '  send              on   none',
        '  email             off  services.secureFrame (not set)',
        '  emailShowWallets  off  services.secureFrame (not set)',
        '  history           off  services.dataApi (not set)',
        '  analytics         off  services.analyticsApi (not set)',
        '  allWallets        on   none',
        '  legalCheckbox     off  none',
        '  smartSessions     off  services.dataApi (not set)',
        '  collapseWallets   off  none',
        '  tokens            on   none',
        '  identity          on   none',
        '  socials           off  services.secureFrame (not set)',
      ].join('\n'),
    )
  })

  it('with every service: the default features are on, the opt-in ones stay as the config says', () => {
    const config = resolveConfig({ ...minimal, services: EVERY_SERVICE, features: { socials: ['google'] } })
    expect(featureTable(featureRows(config))).toBe(
      [
        '  feature           on?  needs',
        '  swaps             on   services.dataApi',
        '  onramp            on   services.dataApi',
        '  receive           on   none',
        '  send              on   none',
        '  email             on   services.secureFrame',
        '  emailShowWallets  on   services.secureFrame',
        '  history           on   services.dataApi',
        '  analytics         on   services.analyticsApi',
        '  allWallets        on   none',
        '  legalCheckbox     off  none',
        '  smartSessions     off  services.dataApi',
        '  collapseWallets   off  none',
        '  tokens            on   none',
        '  identity          on   none',
        '  socials           on   services.secureFrame',
      ].join('\n'),
    )
  })

  it('shows emailShowWallets off while email login is off', () => {
    const config = resolveConfig({ ...minimal, services: EVERY_SERVICE, features: { email: false } })
    const row = featureRows(config).find((entry) => entry.feature === 'emailShowWallets')
    expect([config.features.emailShowWallets, row?.on]).toEqual([true, false])
  })

  it('agrees with the services each flagged plugin declares it calls', () => {
    for (const id of PLUGIN_IDS) {
      const flag = PLUGIN_FEATURE[id]
      if (flag === undefined) continue
      const service = FEATURE_SERVICES[flag]
      expect(PLUGINS[id].apis, id).toEqual(service === undefined ? [] : [service])
    }
  })
})
