import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SWAP_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Intercambiar',
  title: 'Intercambiar',
  youPay: 'Pagas',
  youReceive: 'Recibes',
  token: 'Token',
  amount: 'Importe',
  selectToken: 'Seleccionar token',
  flip: 'Invertir tokens',
  balance: 'Saldo',
  networkFee: 'Comisión de red',
  rate: 'Tasa',
  minimumReceived: 'Mínimo recibido',
  slippage: 'Tolerancia de deslizamiento',
  priceImpact: 'Impacto en el precio',
  highPriceImpact: 'Alto impacto en el precio: recibes {percent} menos que al precio de mercado.',
  notConnected: 'Conecta una billetera para intercambiar.',
  loadingTokens: 'Cargando tokens…',
  enterAmount: 'Introduce un importe',
  gettingQuote: 'Obteniendo cotización…',
  noQuote: 'No hay cotización para este par',
  insufficientBalance: 'Saldo insuficiente',
  insufficientGas: 'Fondos insuficientes para gas',
  approve: 'Aprobar e intercambiar',
  swap: 'Intercambiar',
  swapping: 'Intercambiando…',
  quoteFailed:
    'No se pudo obtener una cotización: el servicio de intercambio no está disponible. No se envió nada.',
  tokensFailed: 'No se pudieron cargar los tokens que puedes intercambiar. Inténtalo más tarde.',
  buildFailed:
    'No se pudo preparar el intercambio: el servicio de intercambio no está disponible. No se envió nada.',
  sameToken: 'Elige dos tokens distintos',
  swapped: 'Intercambio completado',
  swappedAmounts: 'Intercambio completado: {sold} → {bought}',
} satisfies Translation<typeof SWAP_STRINGS>
