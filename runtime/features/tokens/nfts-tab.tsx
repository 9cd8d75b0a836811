import type { PluginViewProps } from '../../plugins/types.ts'
import type { TokensStringKey } from './strings.ts'

/** The NFTs tab (spec section 2): the account's collectibles are not listed yet. */
export default function NftsTab({ t }: PluginViewProps<TokensStringKey>) {
  return <p className="muted">{t('noNfts')}</p>
}
