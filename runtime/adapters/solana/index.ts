export { solanaAdapter } from './solana-adapter.ts'
