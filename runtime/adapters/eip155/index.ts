export { eip155Adapter } from './eip155-adapter.ts'
