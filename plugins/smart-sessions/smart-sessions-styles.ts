/** The sessions view's styles, rendered with it inside the modal's shadow root. */
export const SMART_SESSIONS_CSS = `
.sessions-list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.session { display: grid; gap: 6px; padding: 12px; border: 1px solid var(--pk-border); border-radius: 14px; }
.session header { display: flex; justify-content: space-between; gap: 8px; font-weight: 600; }
.session dl { display: grid; gap: 2px; margin: 0; font-size: 12px; }
.session dl div { display: flex; justify-content: space-between; gap: 8px; }
.session dt { color: var(--pk-muted); }
.session dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.session-status { font-size: 12px; color: var(--pk-muted); }
.session[data-status='active'] .session-status { color: var(--pk-accent); }
.sessions-waiting { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
`
