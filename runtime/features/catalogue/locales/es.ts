import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Todas las billeteras',
  title: 'Todas las billeteras',
  getWallet: 'Obtener una billetera',
  searchLabel: 'Buscar billeteras',
  searchPlaceholder: 'Buscar billetera',
  noWalletFound: 'No se encontró ninguna billetera',
  listLabel: 'Todas las billeteras',
  recent: 'Reciente',
  installed: 'Instalada',
  loadingWallets: 'Cargando billeteras',
  getWalletLead: 'Elige una billetera e instálala desde su propio sitio; luego vuelve para conectarte.',
  getWalletList: 'Billeteras para obtener',
  storesOf: '{name} en tiendas',
} satisfies Translation<typeof CATALOGUE_STRINGS>
