/** The plugin's own styles, rendered with its view inside the modal's shadow root. */
export const RECEIVE_CSS = `
.receive { justify-items: center; }
.receive-address {
  margin: 0; font-family: ui-monospace, Menlo, monospace; font-size: 13px; text-align: center;
  overflow-wrap: anywhere; color: var(--pk-foreground);
}
.receive-heading { margin: 8px 0 0; font-size: 14px; font-weight: 600; justify-self: start; }
.receive .list { inline-size: 100%; }
.receive-network { cursor: default; }
`
