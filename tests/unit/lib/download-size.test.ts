import { byteUnits, formatApproxBytes } from '@/lib/approx-bytes'
// A story's approximate download size (lib/download-size.ts): what a phone downloads for its
// photographs, in each mode, and how it is written.
import {
  photographsOnPhone,
  photoBytes,
  servedWidth,
  storyDownloadBytes,
  WEBP_BYTES_PER_PIXEL,
} from '@/lib/download-size'
import { SAVER_IMAGE_WIDTHS, saverSizes } from '@/lib/image-sizes'

const story = {
  photographs: [
    { layout: 'full', aspectRatios: [1.5] },
    { layout: 'pair', aspectRatios: [0.8, 0.8] },
    { layout: 'block', aspectRatios: [2] },
    { layout: 'unknown', aspectRatios: [1] },
  ],
}

describe('photographsOnPhone', () => {
  it('lists the cover, then each photograph at its width on a 390 px phone', () => {
    expect(photographsOnPhone(story)).toEqual([
      { cssWidth: 390, aspectRatio: 861 / 1077 },
      { cssWidth: 390, aspectRatio: 1.5 },
      { cssWidth: 350, aspectRatio: 0.8 },
      { cssWidth: 350, aspectRatio: 0.8 },
      { cssWidth: 350, aspectRatio: 2 },
    ])
    expect(photographsOnPhone({ photographs: null })).toHaveLength(1)
  })
})

describe('servedWidth', () => {
  it('picks the srcset step a 2x phone picks, and data saver’s stop at its widest', () => {
    expect(servedWidth(390, false)).toBe(828)
    expect(servedWidth(120, false)).toBe(256)
    expect(servedWidth(150, false)).toBe(384)
    expect(servedWidth(220, false)).toBe(480)
    // A 2x phone's full-width photograph at data saver's 360 px step, not its widest (480 px).
    expect(servedWidth(390, true)).toBe(360)
    expect(servedWidth(800, true)).toBe(Math.max(...SAVER_IMAGE_WIDTHS))
    expect(servedWidth(100, true)).toBe(160)
    expect(servedWidth(200, true)).toBe(240)
  })
})

describe('storyDownloadBytes', () => {
  it('adds up each photograph’s pixels at the bytes per pixel of its quality', () => {
    const full = 828 * Math.round(828 / 1.5) * WEBP_BYTES_PER_PIXEL.full
    expect(photoBytes({ cssWidth: 390, aspectRatio: 1.5 }, false)).toBe(full)
    const total = storyDownloadBytes(story, false)
    const saver = storyDownloadBytes(story, true)
    expect(total).toBeGreaterThan(saver * 4)
    expect(saver).toBeGreaterThan(0)
  })
})

describe('formatApproxBytes', () => {
  it.each([
    [400, '≈\u00a01 kB'],
    [48_200, '≈\u00a048 kB'],
    [310_499, '≈\u00a0310 kB'],
    [999_600, '≈\u00a01.0 MB'],
    [1_234_567, '≈\u00a01.2 MB'],
    [12_600_000, '≈\u00a013 MB'],
  ])('%i bytes: %s', (bytes, text) => {
    expect(formatApproxBytes(bytes)).toBe(text)
    expect(formatApproxBytes(bytes, byteUnits('en'))).toBe(text)
  })

  it('writes the size as each language does', () => {
    // CLDR puts a no-break space between number and unit in French.
    expect(formatApproxBytes(1_234_567, byteUnits('fr')).replace(/\s/gu, ' ')).toBe('≈ 1,2 Mo')
    expect(formatApproxBytes(48_200, byteUnits('fr')).replace(/\s/gu, ' ')).toBe('≈ 48 ko')
    expect(formatApproxBytes(1_234_567, byteUnits('pt'))).toBe('≈\u00a01,2 MB')
    expect(formatApproxBytes(48_200, byteUnits('ar'))).toMatch(/^≈\u00a048 \S/u)
    // Both units as Arabic readers write them, in full: not CLDR's "م.ب" beside "كيلوبايت".
    expect(formatApproxBytes(48_200, byteUnits('ar'))).toBe('≈\u00a048 كيلوبايت')
    expect(formatApproxBytes(1_234_567, byteUnits('ar'))).toBe('≈\u00a01.2 ميغابايت')
    expect(formatApproxBytes(48_200, byteUnits('sw'))).toBe('≈\u00a0kilobaiti 48')
    // As their press prints them, where CLDR's differ ("kB 325", "ኪባ" beside "ሜጋባይት").
    expect(formatApproxBytes(325_000, byteUnits('ha'))).toBe('≈\u00a0325\u00a0kB')
    expect(formatApproxBytes(1_234_567, byteUnits('yo'))).toBe('≈\u00a01.2\u00a0MB')
    expect(formatApproxBytes(325_000, byteUnits('am'))).toBe('≈\u00a0325\u00a0ኪሎባይት')
    expect(formatApproxBytes(1_234_567, byteUnits('am'))).toBe('≈\u00a01.2\u00a0ሜጋባይት')
  })
})

describe('saverSizes', () => {
  it('divides every slot by the density assumed, media conditions and calc() kept whole', () => {
    const dense = '(min-resolution: 3dppx)'
    expect(saverSizes('100vw')).toBe(`${dense} calc(100vw / 4.6), calc(100vw / 2.2)`)
    expect(saverSizes('(min-width: 768px) 728px, calc(100vw - 40px)')).toBe(
      `${dense} and (min-width: 768px) calc(728px / 4.6), ${dense} calc(calc(100vw - 40px) / 4.6), ` +
        '(min-width: 768px) calc(728px / 2.2), calc(calc(100vw - 40px) / 2.2)',
    )
  })
})
