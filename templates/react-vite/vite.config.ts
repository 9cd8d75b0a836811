import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // A linked portkit (file: or npm link) must use the app's React, not a second copy next to it.
  resolve: { dedupe: ['react', 'react-dom'] },
})
