/**
 * The React half of the public plugin API (`portkit/plugin-ui`): helpers for plugin views. Kept apart
 * from runtime/plugins/index.ts so that `portkit/runtime` stays framework-free.
 */
export { useSignalValue } from './bindings/use-signal-value.ts'
export { NetworkIcon } from './components/network-icon.tsx'
export { QrCode } from './components/qr-code.tsx'
export { usePortkitInstance } from './bindings/context.ts'
export { useStyles } from './adopt-styles.ts'
