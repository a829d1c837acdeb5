import path from 'node:path'

import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Built from the site's own node_modules, at the project's root. Next compiles this file to
  // CommonJS (Node 20), so `__dirname` is this folder, as in Next's own turbopack.root example.
  turbopack: { root: path.resolve(__dirname, '../../..') },
  poweredByHeader: false,
}

export default nextConfig
