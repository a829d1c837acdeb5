// A link-preview card (Open Graph, Twitter): a story's cover, cropped to 1200x630 around the
// editor's hotspot, under its title, country and teller in the site's heading face. next/og draws
// the words on a transparent layer and sharp lays it over the photograph as a JPEG: a photograph
// as PNG would weigh several times more on the phone of whoever shares the link.
import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'
import sharp from 'sharp'

import { OG_IMAGE } from '@/sanity/image-url'
import { site } from '@/lib/site'

/** Fraunces at its heading weight, as WOFF: the card renderer reads no WOFF2. */
const FONT_FILE = path.join(
  process.cwd(),
  'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
)
export const CARD_QUALITY = 82

let font: Promise<Buffer> | undefined
const loadFont = () => (font ??= readFile(FONT_FILE))

export type StoryCardText = { title: string; country: string; category?: string; teller?: string }

/** The words of the card, white over a shade that darkens the photograph's lower half. */
async function wordsLayer({ title, country, category, teller }: StoryCardText): Promise<Buffer> {
  const kicker = [country, category].filter(Boolean).join(' · ').toUpperCase()
  const response = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        color: '#ffffff',
        fontFamily: 'Fraunces',
        backgroundImage:
          'linear-gradient(180deg, rgba(28,24,20,0.35) 0%, rgba(28,24,20,0) 30%, rgba(28,24,20,0.25) 50%, rgba(28,24,20,0.85) 100%)',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30 }}>{site.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 24, letterSpacing: 4, color: '#f3c9b8' }}>
          {kicker}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 16,
            fontSize: title.length > 48 ? 56 : 68,
            lineHeight: 1.08,
          }}
        >
          {title}
        </div>
        {teller && (
          <div style={{ display: 'flex', marginTop: 20, fontSize: 28, opacity: 0.9 }}>
            {`A story by ${teller}`}
          </div>
        )}
      </div>
    </div>,
    {
      ...OG_IMAGE,
      fonts: [{ name: 'Fraunces', data: await loadFont(), weight: 600, style: 'normal' }],
    },
  )
  return Buffer.from(await response.arrayBuffer())
}

/** The card as JPEG bytes: over `cover` (any format sharp reads), or over the site's ink. */
export async function storyCardImage(text: StoryCardText, cover: Buffer | null): Promise<Buffer> {
  const words = await wordsLayer(text)
  const base = cover
    ? sharp(cover).resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover' })
    : sharp({
        create: { ...OG_IMAGE, channels: 3, background: '#1c1814' },
      })
  return base
    .composite([{ input: words }])
    .jpeg({ quality: CARD_QUALITY, mozjpeg: true })
    .toBuffer()
}
