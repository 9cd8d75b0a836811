import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Registrar nome da conta',
  title: 'Escolher nome da conta',
  successTitle: 'Nome da conta',
  nameLabel: 'Nome',
  nameHint: 'Pelo menos 4 caracteres: letras, números e hifens.',
  searching: 'Pesquisando…',
  available: 'Disponível',
  registered: 'Registrado',
  suggestionsLabel: 'Sugestões',
  register: 'Registrar nome',
  pending: 'Registrando {name}: assine a mensagem na sua carteira.',
  success: '{name} agora é o nome da sua conta.',
  done: 'Voltar para a conta',
  notConnected: 'Conecte uma conta EVM para registrar um nome.',
  yourNames: 'Seus nomes',
} satisfies Translation<typeof NAMES_STRINGS>
