import sharp, { type Region } from 'sharp'
import { describe, expect, it } from 'vitest'

import { OG_IMAGE } from '@/sanity/image-url'
import { CARD_FACES, storyCardImage } from '@/app/og/card-image'
import { nonEmpty } from '@/tests/support/non-empty'

const text = {
  title: 'Indigo Cloths at Dusk',
  country: "Côte d'Ivoire",
  category: 'Street',
  byline: 'A story by Ama Mensah',
  language: 'en',
} as const

/** The brightest channel value (0 to 255) in a region of a JPEG. */
async function brightest(jpeg: Buffer, region: Region): Promise<number> {
  const { channels } = await sharp(await sharp(jpeg).extract(region).toBuffer()).stats()
  return Math.max(...channels.slice(0, 3).map((channel) => channel.max))
}

/** The average brightness (0 to 255) of a region of a JPEG. */
async function brightness(jpeg: Buffer, region: Region): Promise<number> {
  // stats() reads the whole input: the region is cut out first.
  const { channels } = await sharp(await sharp(jpeg).extract(region).toBuffer()).stats()
  return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3
}

describe('storyCardImage', () => {
  it('draws a 1200x630 JPEG over the cover, its words light on a darkened foot', async () => {
    const cover = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#d8c8a8' },
    })
      .png()
      .toBuffer()
    const card = await storyCardImage(text, cover)
    const meta = await sharp(card).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([OG_IMAGE.width, OG_IMAGE.height])
    // The photograph shows through the middle; the foot under the title is shaded darker.
    const middle = await brightness(card, { left: 900, top: 200, width: 200, height: 60 })
    const foot = await brightness(card, { left: 900, top: 560, width: 200, height: 60 })
    expect(middle).toBeGreaterThan(120)
    expect(foot).toBeLessThan(middle - 60)
    // Words were drawn: the title's band has light pixels on the shade.
    const band = await sharp(card)
      .extract({ left: 64, top: 440, width: 600, height: 80 })
      .toBuffer()
    const { channels } = await sharp(band).stats()
    expect(Math.max(...channels.slice(0, 3).map((c) => c.max))).toBeGreaterThan(230)
    expect(card.length).toBeLessThan(150_000)
  })

  it('draws on the site’s ink when the story has no cover', async () => {
    const card = await storyCardImage(
      { title: 'No cover yet', country: 'Ghana', language: 'en' },
      null,
    )
    const meta = await sharp(card).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(await brightness(card, { left: 900, top: 200, width: 200, height: 60 })).toBeLessThan(60)
  })

  it('draws an Arabic card right to left, its words at the right', async () => {
    const card = await storyCardImage(
      { title: 'أقمشة النيلة', country: 'غانا', byline: 'قصة بقلم أما مينسا', language: 'ar' },
      null,
    )
    // A short title on the ink: its band is lit at the right, where Arabic starts, and dark at the left.
    const band = { top: 420, width: 500, height: 100 }
    expect(await brightest(card, { ...band, left: 636 })).toBeGreaterThan(200)
    expect(await brightest(card, { ...band, left: 64 })).toBeLessThan(60)
  })

  it('draws a Latin card from the left', async () => {
    const card = await storyCardImage({ title: 'Indigo', country: 'Ghana', language: 'fr' }, null)
    const band = { top: 470, width: 500, height: 100 }
    expect(await brightest(card, { ...band, left: 64 })).toBeGreaterThan(200)
    expect(await brightest(card, { ...band, left: 636 })).toBeLessThan(60)
  })

  it('draws in fonts that have each language’s letters, not a fallback', async () => {
    // fontconfig falls back silently to any font when a face is missing: the widths would match.
    const width = async (family: string, file: string) => {
      const text = { text: 'أقمشة النيلة · Côte d’Ivoire', font: `${family}, 40`, fontfile: file }
      return (await sharp({ text }).png().toBuffer({ resolveWithObject: true })).info.width
    }
    for (const face of nonEmpty(new Set(Object.values(CARD_FACES)))) {
      expect(await width(face.family, face.file)).not.toBe(await width('No Such Face', face.file))
    }
  })

  it('cuts a title too long for the card at a word, and still draws the card', async () => {
    const title = 'A very long title about the river and its people '.repeat(40)
    const card = await storyCardImage(
      {
        title,
        country: 'Ghana',
        category: 'Street',
        byline: 'A story by Ama Mensah',
        language: 'en',
      },
      null,
    )
    const meta = await sharp(card).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  })
})
