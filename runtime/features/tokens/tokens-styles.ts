/** The Tokens tab's styles, rendered with it inside the modal's shadow root. */
export const TOKENS_CSS = `
.token-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; }
.token-row img { inline-size: 28px; block-size: 28px; border-radius: 50%; flex: none; }
.token-row .name { flex: 1; display: grid; }
.token-row .sub { font-size: 12px; color: var(--pk-muted); }
.token-row .amount { font-variant-numeric: tabular-nums; text-align: end; }
.total { font-size: 22px; font-weight: 600; text-align: center; }
`
