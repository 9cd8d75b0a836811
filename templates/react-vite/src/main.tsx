import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
// Written by `portkit generate` (run by `npm run dev` and `npm run build`) from portkit.config.ts.
import { PortkitProvider, portkitOptions } from './portkit/index.ts'
import './styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortkitProvider options={portkitOptions}>
      <App />
    </PortkitProvider>
  </StrictMode>,
)
