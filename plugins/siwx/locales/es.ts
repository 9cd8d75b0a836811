import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Iniciar sesión',
  siweTitle: 'Iniciar sesión con Ethereum',
  lead: '{name} necesita conectarse a tu billetera',
  hint: 'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar.',
  requiredHint:
    'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar. Si cancelas, se te desconectará.',
  sign: 'Firmar',
  signing: 'Firmando…',
  cancel: 'Cancelar',
} satisfies Translation<typeof SIWX_STRINGS>
