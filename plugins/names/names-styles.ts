/** The plugin's own styles, rendered with its views inside the modal's shadow root. */
export const NAMES_CSS = `
.names-field { display: grid; gap: 4px; font-size: 14px; }
.names-input { display: flex; align-items: center; gap: 6px; }
.names-input input { flex: 1; min-inline-size: 0; }
.names-zone { color: var(--pk-muted); font-size: 14px; }
.names-hint { margin: 0; font-size: 12px; color: var(--pk-muted); }
.names-status { margin: 0; font-size: 14px; text-align: center; }
.names-result { justify-items: center; text-align: center; }
`
