/** The AllWallets and Get a wallet views' styles, rendered with it inside the modal's shadow root. */
export const CATALOGUE_CSS = `
.search {
  inline-size: 100%; padding: 10px 12px; border: 1px solid var(--pk-border); border-radius: 10px;
  background: var(--pk-surface); color: var(--pk-foreground); font: inherit; font-size: 15px;
}
.wallet-scroller { block-size: 360px; overflow: auto; contain: strict; background: var(--pk-background); }
.wallet-row { position: absolute; inset-inline: 0; }
.wallet-scroller .muted { margin-block: 24px; }
/* Two lines in the icon's 32 px: the row keeps the skeleton's height, so the list does not jump on arrival. */
.name-block { display: grid; align-content: center; flex: 1; min-inline-size: 0; block-size: 32px; line-height: 1.1; }
.name-block .site { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--pk-muted); font-size: 13px; }
/* Get a wallet: each row with a line of store links under it, always there, so every row (and each
   skeleton standing in for one) is one height. */
.get-wallet-item { display: grid; gap: 2px; }
.stores {
  display: flex; gap: 12px; block-size: 18px; margin: 0; padding: 0; padding-inline-start: 56px;
  list-style: none; overflow: hidden; white-space: nowrap; font-size: 12px; line-height: 18px;
}
.stores a { color: var(--pk-muted); }
/* Hover and focus darken to the text colour: the accent on the background is too faint for 12 px text. */
.stores a:hover, .stores a:focus-visible { color: var(--pk-foreground); }
.get-skeletons .skeleton { block-size: 74px; }
`
