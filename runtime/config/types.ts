import type { Network, ThemeMode } from '../core/types.ts'

/** Connector kinds a config can select; each maps to one folder under runtime/connectors/. */
export const CONNECTOR_KINDS = ['injected'] as const
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number]

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Base URLs of the three services of spec section 7 (the devnet serves all three locally). */
export interface ServiceEndpoints {
  dataApi: string
  catalogueApi: string
  analyticsApi: string
}

export interface ThemeVariables {
  '--pk-accent'?: string
  '--pk-background'?: string
  '--pk-font-family'?: string
  '--pk-border-radius'?: string
}

/** What a host developer writes in portkit.config.ts (spec section 3, Options). */
export interface PortkitConfig {
  projectId: string
  metadata: AppMetadata
  networks: Network[]
  /** caipNetworkId of one of `networks`; defaults to the first network. */
  defaultNetwork?: string
  connectors?: ConnectorKind[]
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  services?: Partial<ServiceEndpoints>
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableEIP6963?: boolean
  /** Sign-in-with-X settings; mutually exclusive with `siweConfig` (spec section 5). */
  siwx?: Record<string, unknown>
  siweConfig?: Record<string, unknown>
}

/** The validated config with every default filled in: what the generator serialises for the runtime. */
export interface ResolvedConfig {
  projectId: string
  metadata: AppMetadata
  networks: Network[]
  defaultNetwork: string
  connectors: ConnectorKind[]
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** Only the services that are configured; a missing one means the runtime makes no such calls. */
  services: Partial<ServiceEndpoints>
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableEIP6963: boolean
}
