// A link-preview card (Open Graph, Twitter): a story's cover, cropped to 1200x630 around the
// editor's hotspot, under its title, country and teller in the site's heading face, in the card's
// language. sharp draws it all: its Pango and HarfBuzz shape every script (Arabic joined and right
// to left, which next/og's renderer cannot) and it writes a JPEG, since a photograph as PNG would
// weigh several times more on the phone of whoever shares the link.
import 'server-only'

import { access } from 'node:fs/promises'
import path from 'node:path'

import sharp, { type OverlayOptions } from 'sharp'

import { LANGUAGES, textDirection, type Locale } from '@/lib/i18n/locales'
import { site } from '@/lib/site'
import { OG_IMAGE } from '@/sanity/image-url'

export const CARD_QUALITY = 82

/** A face at its heading weight, as TTF (Pango's FreeType reads no WOFF) and as fontconfig names it. */
type Face = { file: string; family: string }

// Literal paths, so the build's file tracing copies these files into the server's bundle.
const FRAUNCES: Face = {
  file: path.join(
    process.cwd(),
    'node_modules/@expo-google-fonts/fraunces/600SemiBold/Fraunces_600SemiBold.ttf',
  ),
  family: 'Fraunces SemiBold',
}
const NASKH: Face = {
  file: path.join(
    process.cwd(),
    'node_modules/@expo-google-fonts/noto-naskh-arabic/600SemiBold/NotoNaskhArabic_600SemiBold.ttf',
  ),
  family: 'Noto Naskh Arabic SemiBold',
}
// Noto Serif for the letters Fraunces lacks, as the site's Hausa headings (lib/fonts.ts): whole,
// since it is read on the server, where its 495 kB cost a reader nothing.
const NOTO_SERIF: Face = {
  file: path.join(
    process.cwd(),
    'node_modules/@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf',
  ),
  family: 'Noto Serif SemiBold',
}

// Ge'ez: Noto Sans Ethiopic, the face Android draws the site's Amharic headings in (no serif Ge'ez
// TTF is on npm); its Latin letters draw a name in the same family.
const NOTO_SANS_ETHIOPIC: Face = {
  file: path.join(
    process.cwd(),
    'node_modules/@expo-google-fonts/noto-sans-ethiopic/600SemiBold/NotoSansEthiopic_600SemiBold.ttf',
  ),
  family: 'Noto Sans Ethiopic SemiBold',
}

/** Each script's face: the one the site's headings use for it (a language names its script). */
export const CARD_FACES: Record<(typeof LANGUAGES)[Locale]['script'], Face> = {
  latin: FRAUNCES,
  'african-latin': NOTO_SERIF,
  arabic: NASKH,
  ethiopic: NOTO_SANS_ETHIOPIC,
}

const PAD_X = 64
const PAD_Y = 56
const WIDTH = OG_IMAGE.width - 2 * PAD_X

export type StoryCardText = {
  title: string
  country: string
  category?: string
  /** The teller's line, already in the card's language ("A story by …"). */
  byline?: string
  language: Locale
}

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Up to four lines of the title's size fit above the kicker and byline: longer is cut at a word. */
const TITLE_MAX_CHARS = 120

/** `text` as it fits: whole, or cut at its last space before `max` characters, with an ellipsis. */
function clipped(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

type Line = { face: Face; size: number; text: string; colour?: string; attributes?: string }

const present = new Set<string>()

/** fontconfig silently draws in any font it has when a face's file is missing: fail instead. */
async function checked(face: Face): Promise<Face> {
  if (!present.has(face.file)) {
    await access(face.file).catch(() => {
      throw new Error(`The link-preview card's font is missing: ${face.file}`)
    })
    present.add(face.file)
  }
  return face
}

/** One block of words as a transparent PNG, wrapped to the card's width. */
async function drawn({ face, size, text, colour = '#ffffff', attributes = '' }: Line) {
  await checked(face)
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}" ${attributes}>${escapeMarkup(text)}</span>`,
      font: `${face.family}, ${size}`,
      fontfile: face.file,
      width: WIDTH,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Darkens the photograph's top a little and its lower half more, under the words. */
const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}">
  <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1c1814" stop-opacity="0.35"/>
    <stop offset="0.3" stop-color="#1c1814" stop-opacity="0"/>
    <stop offset="0.5" stop-color="#1c1814" stop-opacity="0.25"/>
    <stop offset="1" stop-color="#1c1814" stop-opacity="0.85"/>
  </linearGradient>
  <rect width="100%" height="100%" fill="url(#g)"/>
</svg>`,
)

/** The words, each block placed from the card's foot up, at the start of the card's direction. */
async function wordsLayers(text: StoryCardText): Promise<OverlayOptions[]> {
  const face = CARD_FACES[LANGUAGES[text.language].script]
  const rtl = textDirection(text.language) === 'rtl'
  const kicker = [text.country, text.category].filter(Boolean).join(' · ')
  const [name, kickerBlock, title, byline] = await Promise.all([
    drawn({ face: FRAUNCES, size: 30, text: site.name }),
    kicker &&
      drawn({
        face,
        size: 24,
        colour: '#f3c9b8',
        // Capitals and letter spacing are for Latin; Arabic has neither and would come apart.
        text: rtl ? kicker : kicker.toLocaleUpperCase(text.language),
        attributes: rtl ? '' : 'letter_spacing="4096"',
      }),
    drawn({
      face,
      size: text.title.length > 48 ? 56 : 68,
      text: clipped(text.title, TITLE_MAX_CHARS),
      attributes: 'line_height="1.08"',
    }),
    text.byline && drawn({ face, size: 28, text: text.byline, attributes: 'fgalpha="90%"' }),
  ])
  const at = (block: { data: Buffer; width: number }, top: number): OverlayOptions => ({
    input: block.data,
    top: Math.round(top),
    left: rtl ? OG_IMAGE.width - PAD_X - block.width : PAD_X,
  })
  const layers = [at(name, PAD_Y)]
  let foot = OG_IMAGE.height - PAD_Y
  if (byline) {
    layers.push(at(byline, foot - byline.height))
    foot -= byline.height + 20
  }
  layers.push(at(title, foot - title.height))
  foot -= title.height + 16
  if (kickerBlock) layers.push(at(kickerBlock, foot - kickerBlock.height))
  return layers
}

/** The card as JPEG bytes: over `cover` (any format sharp reads), or over the site's ink. */
export async function storyCardImage(text: StoryCardText, cover: Buffer | null): Promise<Buffer> {
  const base = cover
    ? sharp(cover).resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover' })
    : sharp({ create: { ...OG_IMAGE, channels: 3, background: '#1c1814' } })
  return base
    .composite([{ input: SHADE }, ...(await wordsLayers(text))])
    .jpeg({ quality: CARD_QUALITY, mozjpeg: true })
    .toBuffer()
}
