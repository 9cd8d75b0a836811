import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
// Written by `portkit generate` (run by `npm run dev` and `npm run build`) from portkit.config.ts; its
// `adapters: ['wagmi']` makes it export PortkitWagmiProvider too.
import { PortkitProvider, PortkitWagmiProvider, portkitOptions } from './portkit/index.ts'
import { WagmiExample } from './WagmiExample.tsx'
import './styles.css'

const queryClient = new QueryClient()

// wagmi's hooks need TanStack Query's client; PortkitWagmiProvider is wagmi's own provider over a config
// made from portkit.config.ts's networks, whose connector is the Portkit connection. Connect, switch and
// disconnect in the modal and wagmi follows; do them through wagmi and the modal follows.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortkitProvider options={portkitOptions}>
      <QueryClientProvider client={queryClient}>
        <PortkitWagmiProvider>
          <App>
            <WagmiExample />
          </App>
        </PortkitWagmiProvider>
      </QueryClientProvider>
    </PortkitProvider>
  </StrictMode>,
)
