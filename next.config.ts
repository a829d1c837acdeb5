import type { NextConfig } from 'next'

import { DEVICE_SIZES, IMAGE_SIZES } from './lib/image-sizes'
// Importing the settings validates them: a bad one stops `next dev`, `build` and `start` here.
import { env } from './sanity/env'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const nextConfig: NextConfig = {
  // Tests that change content serve a copy of the build from here, so their server's file-system
  // cache never mixes with the one the other tests use (see tests/support/publish-server.ts).
  ...(process.env.NEXT_DIST_DIR && { distDir: process.env.NEXT_DIST_DIR }),
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Browser bundles build image URLs too; bake the resolved source in like a NEXT_PUBLIC_ value.
  env: { CONTENT_SOURCE: env.contentSource },
  images: {
    // Images come from Sanity's image pipeline (or its local stand-in), which resizes itself.
    loader: 'custom',
    loaderFile: './sanity/image-loader.ts',
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
