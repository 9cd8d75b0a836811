import type { Translation } from '../../../runtime/plugins/index.ts'
import type { ONRAMP_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Krypto kaufen',
  title: 'Krypto kaufen',
  amount: 'Betrag',
  currency: 'Währung',
  paymentMethod: 'Zahlungsmethode',
  card: 'Karte',
  ach_bank_account: 'Bankkonto (ACH)',
  asset: 'Du kaufst',
  provider: 'Anbieter',
  providerOption: '{name} ({min}–{max} % Gebühr)',
  fee: 'Gebühr',
  subtotal: 'Zwischensumme',
  total: 'Gesamt',
  purchaseAmount: 'Du erhältst',
  quote: 'Angebot',
  notConnected: 'Verbinde eine Wallet, um Krypto zu kaufen.',
  loadingOptions: 'Optionen werden geladen…',
  optionsFallback:
    'Die aktuellen Optionen konnten nicht geladen werden; es werden die Standardwerte angezeigt.',
  mockedQuote: 'Ein Live-Angebot ist nicht verfügbar; der Anbieter zeigt den endgültigen Preis.',
  enterAmount: 'Betrag eingeben',
  belowMinimum: 'Der Mindestkauf per {method} beträgt {min} {currency}',
  aboveMaximum: 'Der Höchstkauf per {method} beträgt {max} {currency}',
  noLimits: 'Zahlung per {method} in {currency} ist nicht verfügbar',
  gettingQuote: 'Angebot wird abgerufen…',
  continue: 'Weiter zum Anbieter',
  opening: 'Anbieter wird geöffnet…',
  openFailed: 'Die Seite des Anbieters konnte nicht geöffnet werden. Versuche es später erneut.',
  unsafeUrl: 'Die Adresse der Anbieterseite wurde abgelehnt: Nur https-Links werden geöffnet.',
  noProvider: 'Kein Anbieter unterstützt dieses Netzwerk.',
  waitingForPurchase:
    'Schließe den Kauf im Tab des Anbieters ab. Er erscheint hier, sobald der Anbieter ihn gesendet hat.',
  purchaseComplete: 'Kauf abgeschlossen',
} satisfies Translation<typeof ONRAMP_STRINGS>
