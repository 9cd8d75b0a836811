import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Todas as carteiras',
  title: 'Todas as carteiras',
  getWallet: 'Obter uma carteira',
  searchLabel: 'Pesquisar carteiras',
  searchPlaceholder: 'Pesquisar carteira',
  noWalletFound: 'Nenhuma carteira encontrada',
  listLabel: 'Todas as carteiras',
  recent: 'Recente',
  installed: 'Instalada',
  loadingWallets: 'Carregando carteiras',
  getWalletLead: 'Escolha uma carteira e instale-a pelo site dela; depois volte para conectar.',
  getWalletList: 'Carteiras para obter',
  storesOf: '{name} nas lojas',
} satisfies Translation<typeof CATALOGUE_STRINGS>
