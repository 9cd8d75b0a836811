import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // `next dev` would ask the npm registry for Next's security advisories at start: the devnet app stays on
  // this machine (check with `npm audit` when you choose to).
  experimental: { agentUpgrade: false },
}

export default nextConfig
