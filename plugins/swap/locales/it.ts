import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SWAP_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Scambia',
  title: 'Scambia',
  youPay: 'Paghi',
  youReceive: 'Ricevi',
  token: 'Token',
  amount: 'Importo',
  selectToken: 'Seleziona token',
  flip: 'Inverti i token',
  balance: 'Saldo',
  networkFee: 'Commissione di rete',
  rate: 'Tasso',
  minimumReceived: 'Minimo ricevuto',
  slippage: 'Tolleranza di slippage',
  priceImpact: 'Impatto sul prezzo',
  highPriceImpact: 'Impatto elevato sul prezzo: ricevi il {percent} in meno rispetto al prezzo di mercato.',
  notConnected: 'Collega un wallet per scambiare.',
  loadingTokens: 'Caricamento dei token…',
  enterAmount: 'Inserisci un importo',
  gettingQuote: 'Recupero della quotazione…',
  noQuote: 'Nessuna quotazione per questa coppia',
  insufficientBalance: 'Saldo insufficiente',
  insufficientGas: 'Fondi insufficienti per il gas',
  approve: 'Approva e scambia',
  swap: 'Scambia',
  swapping: 'Scambio in corso…',
  quoteFailed:
    'Impossibile ottenere una quotazione: il servizio di scambio non è disponibile. Non è stato inviato nulla.',
  tokensFailed: 'Impossibile caricare i token scambiabili. Riprova più tardi.',
  buildFailed:
    'Impossibile preparare lo scambio: il servizio di scambio non è disponibile. Non è stato inviato nulla.',
  sameToken: 'Scegli due token diversi',
  swapped: 'Scambio completato',
  swappedAmounts: 'Scambio completato: {sold} → {bought}',
} satisfies Translation<typeof SWAP_STRINGS>
