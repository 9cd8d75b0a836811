import { preloadModalRoot } from './modal-root-module.ts'

/** Intent to open: fetch the modal's code now if the idle preload has not yet (same origin only). */
export const preloadModal = (): void => void preloadModalRoot().catch(() => undefined)
