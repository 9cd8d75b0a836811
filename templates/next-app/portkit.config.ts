import { defineConfig } from 'portkit/config'
import { devnetAlpha, devnetBeta } from 'portkit/networks'

// `npm run dev` points the devnet chains at the local nodes it starts; edit and save to regenerate.
export default defineConfig({
  // The devnet's local relay takes any projectId. In production WalletConnect's relay admits the id of a project
  // made at https://cloud.walletconnect.com (32 hex characters): put it here (`portkit doctor` checks its shape).
  projectId: 'your-walletconnect-project-id',
  metadata: {
    name: 'Portkit App',
    description: 'A Next.js (App Router) app with the Portkit wallet modal',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [devnetAlpha, devnetBeta],
  defaultNetwork: 'eip155:31337',
  // WalletConnect pairs through the devnet's local relay (`npm run dev` starts it).
  connectors: ['injected', 'walletconnect'],
  themeMode: 'dark',
})
