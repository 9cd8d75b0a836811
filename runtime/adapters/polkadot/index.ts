export { polkadotAdapter } from './polkadot-adapter.ts'
