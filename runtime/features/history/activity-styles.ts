/** The Activity tab's styles, rendered with it inside the modal's shadow root. */
export const ACTIVITY_CSS = `
.activity-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; }
.activity-row img { inline-size: 28px; block-size: 28px; border-radius: 50%; flex: none; }
.activity-row .name { flex: 1; display: grid; }
.activity-row .sub { font-size: 12px; color: var(--pk-muted); }
.activity-row .amount { font-variant-numeric: tabular-nums; text-align: end; }
`
