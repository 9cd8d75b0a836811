/** Styles of the account features (tabs, token rows, activity, send form, wallet grid), inside the shadow root. */
export const FEATURE_CSS = `
.tabs { display: flex; gap: 4px; padding: 4px; border-radius: 12px; background: var(--pk-surface); }
.tab {
  flex: 1; padding: 6px 8px; border: 0; border-radius: 9px; background: transparent; color: var(--pk-muted);
  font: inherit; font-size: 14px; cursor: pointer;
}
.tab[aria-selected='true'] { background: var(--pk-background); color: var(--pk-foreground); }
.token-row, .activity-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; }
.token-row img, .activity-row img { inline-size: 28px; block-size: 28px; border-radius: 50%; flex: none; }
.token-row .name, .activity-row .name { flex: 1; display: grid; }
.token-row .sub, .activity-row .sub { font-size: 12px; color: var(--pk-muted); }
.amount { font-variant-numeric: tabular-nums; text-align: end; }
.total { font-size: 22px; font-weight: 600; text-align: center; }
.field { display: grid; gap: 4px; font-size: 13px; color: var(--pk-muted); }
.field input, .field select, .search {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.primary[disabled] { opacity: 0.5; cursor: not-allowed; }
.profile-name { font-size: 18px; font-weight: 600; }
.wallet-scroller { block-size: 360px; overflow: auto; contain: strict; }
.wallet-row { position: absolute; inset-inline: 0; }
`
