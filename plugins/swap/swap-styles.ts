/** The swap form's styles, rendered with its view inside the modal's shadow root. */
export const SWAP_CSS = `
.swap-side { display: grid; gap: 6px; padding: 12px; border: 1px solid var(--pk-border); border-radius: 14px; }
.swap-side h3 { margin: 0; font-size: 13px; font-weight: 600; color: var(--pk-muted); }
.swap-row { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: center; }
.swap .field { display: grid; gap: 4px; font-size: 12px; color: var(--pk-muted); }
.swap .field input, .swap .field select {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.swap-output { font-size: 20px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.swap-meta { margin: 0; font-size: 12px; color: var(--pk-muted); }
.swap-flip { justify-self: center; }
.swap-details { display: grid; gap: 4px; margin: 0; font-size: 12px; }
.swap-details div { display: flex; justify-content: space-between; gap: 8px; }
.swap-details dt { color: var(--pk-muted); }
.swap-details dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.swap-warning {
  margin: 0; padding: 8px 12px; border-radius: 10px; font-size: 13px;
  border: 1px solid var(--pk-error); color: var(--pk-foreground);
  background: color-mix(in srgb, var(--pk-error) 10%, transparent);
}
.swap .primary[disabled] { opacity: 0.5; cursor: not-allowed; }
`
