/** The send form's styles, rendered with its view inside the modal's shadow root. */
export const SEND_CSS = `
.field { display: grid; gap: 4px; font-size: 13px; color: var(--pk-muted); }
.field input, .field select {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.send-receiver { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 13px; color: var(--pk-muted); }
.send-receiver .avatar { display: inline-block; inline-size: 20px; block-size: 20px; }
.primary[disabled] { opacity: 0.5; cursor: not-allowed; }
`
