/** The Tokens tab's styles, rendered with it inside the modal's shadow root. */
export const TOKENS_CSS = `
.token-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; }
.token-row img { inline-size: 28px; block-size: 28px; border-radius: 50%; flex: none; }
.token-row .name { flex: 1; display: grid; }
.token-row .sub { font-size: 12px; color: var(--pk-muted); }
.token-row .amount { font-variant-numeric: tabular-nums; text-align: end; }
.total { font-size: 22px; font-weight: 600; text-align: center; }
`

/** The NFTs tab's styles: a grid of square previews with the name and collection beneath. */
export const NFTS_CSS = `
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 10px; }
.nft-card { display: grid; gap: 2px; min-inline-size: 0; }
.nft-card img, .nft-card .nft-placeholder { inline-size: 100%; aspect-ratio: 1; border-radius: 8px; object-fit: cover; background: var(--pk-muted); }
.nft-card .nft-name { font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nft-card .sub { font-size: 12px; color: var(--pk-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`
