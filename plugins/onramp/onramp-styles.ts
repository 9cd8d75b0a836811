/** The on-ramp form's styles, rendered with its view inside the modal's shadow root. */
export const ONRAMP_CSS = `
.onramp { display: grid; gap: 12px; }
.onramp-row { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: end; }
.onramp .field { display: grid; gap: 4px; font-size: 12px; color: var(--pk-muted); }
.onramp .field input, .onramp .field select {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.onramp-methods { display: flex; gap: 12px; border: 0; margin: 0; padding: 0; font-size: 13px; }
.onramp-note { margin: 0; font-size: 12px; color: var(--pk-muted); }
.onramp-quote { display: grid; gap: 4px; margin: 0; font-size: 12px; }
.onramp-quote div { display: flex; justify-content: space-between; gap: 8px; }
.onramp-quote dt { color: var(--pk-muted); }
.onramp-quote dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.onramp .primary[disabled] { opacity: 0.5; cursor: not-allowed; }
`
