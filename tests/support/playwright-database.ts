/**
 * The key of a Playwright project's `metadata` (playwright.config.ts) naming the database its devnets use:
 * `'pglite'` for the e2e suite's second, smaller run; PostgreSQL otherwise.
 */
export const PLAYWRIGHT_DATABASE_KEY = 'database'
