/**
 * A wallet as the catalogue lists it (spec section 3, Wallet catalogue entry). Entries the host adds with
 * `customWallets` have the same link fields and may carry an `image_url` instead of an `image_id`.
 */
export interface WalletEntry {
  id: string
  name: string
  rdns?: string
  image_id?: string
  image_url?: string
  /** CAIP-2 chain ids the wallet supports. */
  chains?: string[]
  /** Native deep link (`metamask://`) or universal link (`https://…`) of the mobile app. */
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}
