import 'server-only'

import sharp from 'sharp'

import type { AppIcon } from '@/lib/app-icons'

/** The icon as a PNG, drawn from its SVG at its size. */
export function appIconPng(icon: AppIcon): Promise<Buffer> {
  return sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}
