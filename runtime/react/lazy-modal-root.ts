import { lazy } from 'react'

// The modal's views are fetched on first open, so a page that never opens it never loads them.
export const LazyModalRoot = lazy(() => import('../ui/modal-root.tsx'))
