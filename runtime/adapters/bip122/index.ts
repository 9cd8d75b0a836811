export { bip122Adapter } from './bip122-adapter.ts'
