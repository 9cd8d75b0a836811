/** The email views' styles, rendered with them inside the modal's shadow root. */
export const EMAIL_CSS = `
.email-form { display: grid; gap: 8px; }
.email-form .field { display: grid; gap: 4px; font-size: 13px; color: var(--pk-muted); }
.email-form input {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.email-form .primary[disabled] { opacity: 0.5; cursor: not-allowed; }
.approve-details { display: grid; gap: 4px; margin: 0; font-size: 13px; overflow-wrap: anywhere; }
.approve-details dt { color: var(--pk-muted); }
.approve-details dd { margin: 0 0 6px; white-space: pre-wrap; }
.approve-actions { display: flex; gap: 8px; }
.email-form .note { margin: 0; font-size: 13px; color: var(--pk-muted); }
.approve-actions button { flex: 1; }
`
