import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // portkit ships its TypeScript sources: Next compiles them with the app's own.
  transpilePackages: ['portkit'],
}

export default nextConfig
