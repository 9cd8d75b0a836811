import { MOBILE_CONNECT_LABEL } from '../constants.ts'
import { ALERT_TEXTS } from '../errors/alerts.ts'
import { TOASTS } from '../errors/toasts.ts'

/**
 * The core modal's English text (views, components, the host's buttons). The spec's texts are the
 * values verbatim; the toasts and alerts of spec section 8 are shown through their TOASTS and ALERT_TEXTS keys.
 */
export const CORE_STRINGS = {
  // Header and view titles.
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  titleConnect: 'Connect Wallet',
  titleAccount: 'Account',
  titleNetworks: 'Choose Network',
  titleWalletConnect: 'WalletConnect',
  titleUnsupportedChain: 'Switch Network',
  titleAllWallets: 'All Wallets',
  titleApproveTransaction: 'Approve Transaction',
  titleWhatIsAWallet: 'What is a wallet?',
  noPluginView: 'No plugin provides the view {name}',
  // Connect.
  continueWithWallet: 'Continue with a wallet',
  whatIsAWallet: 'What is a wallet?',
  noBrowserWallet: 'No browser wallet found. Install a wallet extension and reload this page.',
  installed: 'Installed',
  recent: 'Recent',
  installedWallets: 'Installed wallets',
  qrCodeTag: 'QR code',
  // Connecting.
  tryAgain: 'Try again',
  waitingForWallet: 'Waiting for the wallet',
  continueIn: 'Continue in {name}: accept the connection request in the wallet.',
  qrCodeAnyWallet: 'QR code to scan with a WalletConnect wallet',
  scanAnyWallet: 'Scan this code with your phone’s WalletConnect wallet',
  howToConnect: 'How to connect',
  platformMobile: 'Mobile',
  platformQrcode: 'QR code',
  platformDesktop: 'Desktop',
  platformWeb: 'Web app',
  qrCodeWallet: 'QR code to scan with {name}',
  scanWallet: 'Scan this code with {name} on your phone',
  openDesktopApp: 'Open {name} desktop app',
  openWallet: 'Open {name}',
  openWebApp: MOBILE_CONNECT_LABEL,
  preparingLink: 'Preparing the link…',
  preparingQrCode: 'Preparing the QR code',
  connectingToWallet: 'Connecting to your wallet',
  approvedConnecting: 'Approved: connecting to your wallet…',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  // Networks.
  networks: 'Networks',
  approveInWallet: 'Approve in wallet',
  unsupportedNetwork:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  disconnect: 'Disconnect',
  // Account.
  copyAddress: 'Copy address',
  viewOnExplorer: 'View on {explorer}',
  addressCopied: 'Address copied',
  unknownNetwork: 'Unknown network',
  loadingBalance: 'Loading balance…',
  switchNetwork: 'Switch',
  walletAccounts: 'Accounts',
  signOut: 'Sign out',
  accountTabs: 'Account',
  tabTokens: 'Tokens',
  tabNFTs: 'NFTs',
  tabActivity: 'Activity',
  walletFeatures: 'Wallet features',
  walletConnected: 'Wallet connected: {address}',
  walletDisconnected: 'Wallet disconnected',
  // What is a wallet?
  helpHomeHeading: 'A home for your digital assets',
  helpHomeText: 'A wallet holds your crypto and collectibles, and lets you send, receive and sign with them.',
  helpLoginHeading: 'A new way to log in',
  helpLoginText:
    'Instead of a new account and password on every site, you connect your wallet and approve in it.',
  getWallet: 'Get a wallet',
  // Legal: one sentence each, {terms} and {privacy} being the links; a variant for a host that sets one URL.
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  legalFooter: 'By connecting your wallet, you agree to our {terms} and {privacy}',
  legalFooterTerms: 'By connecting your wallet, you agree to our {terms}',
  legalFooterPrivacy: 'By connecting your wallet, you agree to our {privacy}',
  legalCheckbox: 'I agree to the {terms} and {privacy}',
  legalCheckboxTerms: 'I agree to the {terms}',
  legalCheckboxPrivacy: 'I agree to the {privacy}',
  // The host's buttons.
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  ...TOASTS,
  ...ALERT_TEXTS,
} as const

export type CoreStringKey = keyof typeof CORE_STRINGS
