/** The NFTs tab (spec section 2): the account's collectibles are not listed yet. */
export default function NftsTab() {
  return <p className="muted">No NFTs yet</p>
}
