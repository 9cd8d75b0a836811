/** The browser the e2e specs drive: Debian's package chromium-headless-shell (playwright.config.ts). */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell'
