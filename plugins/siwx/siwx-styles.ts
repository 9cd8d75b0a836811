/** The plugin's own styles, rendered with its view inside the modal's shadow root. */
export const SIWX_CSS = `
.siwx { justify-items: center; text-align: center; }
.siwx-lead { margin: 8px 0 0; font-size: 16px; font-weight: 600; color: var(--pk-foreground); }
.siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; inline-size: 100%; margin-block-start: 8px; }
.siwx-cancel {
  border: 1px solid var(--pk-border, var(--pk-surface)); border-radius: 12px; padding: 10px 12px; font: inherit;
  background: var(--pk-surface); color: var(--pk-foreground); cursor: pointer;
}
`
