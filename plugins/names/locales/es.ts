import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Registrar nombre de cuenta',
  title: 'Elegir nombre de cuenta',
  successTitle: 'Nombre de cuenta',
  nameLabel: 'Nombre',
  nameHint: 'Al menos 4 caracteres: letras, dígitos y guiones.',
  searching: 'Buscando…',
  available: 'Disponible',
  registered: 'Registrado',
  suggestionsLabel: 'Sugerencias',
  register: 'Registrar nombre',
  pending: 'Registrando {name}: firma el mensaje en tu billetera.',
  success: '{name} es ahora el nombre de tu cuenta.',
  done: 'Volver a la cuenta',
  notConnected: 'Conecta una cuenta EVM para registrar un nombre.',
  yourNames: 'Tus nombres',
} satisfies Translation<typeof NAMES_STRINGS>
