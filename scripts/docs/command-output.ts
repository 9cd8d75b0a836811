import type { PortkitConfig } from '../../runtime/config/index.ts'
import { ConfigError } from '../../runtime/core/errors.ts'
import { bitcoinMainnet, ethereum, polkadotMainnet, solanaMainnet } from '../../runtime/networks/index.ts'
import { checkOptionalPeers } from '../../generator/config/check-optional-peers.ts'
import { FEATURE_TABLE_TITLE, featureRows, featureTable } from '../../generator/config/feature-services.ts'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import { resolveConfig } from '../../generator/config/validate-config.ts'
import { resolveConnectors } from '../../generator/config/validate-connectors.ts'
import { walletConnectProjectIdProblem } from '../../generator/doctor/project-id.ts'
import { BASE_CONFIG } from './config-examples.ts'

/**
 * What the CLI prints, for the docs' ```text <name>``` blocks: each block holds the output its name gives
 * here, from the same functions the CLI calls. `npm run docs:gen` rewrites the blocks;
 * tests/unit/docs/command-output.test.ts fails when one is stale.
 */
export const COMMAND_OUTPUT: Record<string, () => string> = {
  // `portkit build` and `portkit doctor` for a config with no services.
  'feature-table': () => `${FEATURE_TABLE_TITLE}\n${featureTable(featureRows(resolveConfig(BASE_CONFIG)))}`,
  'project-id-warning': () =>
    walletConnectProjectIdProblem(
      resolveConfig({
        ...BASE_CONFIG,
        projectId: 'your-walletconnect-project-id',
        connectors: ['injected', 'walletconnect'],
      }),
    ) ?? '',
  // `portkit generate` where no optional peer is installed, one config per peer.
  'peer-refusals': () =>
    [
      peerRefusal({ connectors: ['injected', 'walletconnect'] }),
      peerRefusal({ networks: [ethereum, solanaMainnet] }),
      peerRefusal({ networks: [ethereum, bitcoinMainnet] }),
      peerRefusal({ networks: [ethereum, polkadotMainnet] }),
      refusal(() => resolveConnectors(['injected', 'coinbase'], true, [ethereum], () => false)),
    ].join('\n'),
}

/** Where no package is installed: Node's lookup from here finds none of the peers. */
const NO_PACKAGES = new URL('file:///portkit-docs-nowhere/portkit/generator.js')

function peerRefusal(config: Partial<PortkitConfig>): string {
  return refusal(() => checkOptionalPeers(resolveConfig({ ...BASE_CONFIG, ...config }), NO_PACKAGES))
}

/** The line the CLI prints for the ConfigError `run` throws (cli/errors.ts reportError). */
function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return `${CONFIG_FILE}: ${error.message}`
    throw error
  }
  throw new Error('the config was not refused')
}

/** Matches a ```text <name>``` block: the name, and the output between the fences. */
const OUTPUT_BLOCK = /^```text ([\w-]+)\n([\s\S]*?)^```$/gm

/** The names of the output blocks of a page, with what each holds. */
export function outputBlocks(markdown: string): { name: string; output: string }[] {
  return [...markdown.matchAll(OUTPUT_BLOCK)].map(([, name = '', output = '']) => ({
    name,
    output: output.replace(/\n$/, ''),
  }))
}

/** The page with every output block holding what the CLI prints now; an unknown name is an error. */
export function withFreshOutput(markdown: string, page: string): string {
  return markdown.replace(OUTPUT_BLOCK, (_block, name: string) => {
    const render = COMMAND_OUTPUT[name]
    if (!render) throw new Error(`docs/${page}: unknown output block \`\`\`text ${name}`)
    return `\`\`\`text ${name}\n${render()}\n\`\`\``
  })
}
