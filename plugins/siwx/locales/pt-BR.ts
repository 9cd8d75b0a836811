import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Entrar',
  siweTitle: 'Entrar com Ethereum',
  lead: '{name} precisa se conectar à sua carteira',
  hint: 'Assine esta mensagem para provar que a carteira é sua e prosseguir.',
  requiredHint:
    'Assine esta mensagem para provar que a carteira é sua e prosseguir. Cancelar irá desconectá-lo.',
  sign: 'Assinar',
  signing: 'Assinando…',
  cancel: 'Cancelar',
} satisfies Translation<typeof SIWX_STRINGS>
