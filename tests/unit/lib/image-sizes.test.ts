import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { prepareImageConfig } from 'next/dist/shared/lib/image-config'

import {
  DEVICE_SIZES,
  IMAGE_SIZES,
  PHOTO_BOXES,
  photoWidths,
  thumbnailSizes,
  thumbnailWidths,
} from '@/lib/image-sizes'

/** What next/image's getImageProps gives with next.config.ts's steps and a loader that names widths. */
function nextImageWidths(width: number, sizes: string): number[] {
  const imgConf = prepareImageConfig({
    ...prepareImageConfig(undefined),
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  })
  const loader = ({ width: w }: { width: number }) => `/w/${w}`
  const { props } = getImgProps(
    { src: '/a.jpg', alt: '', width, height: width, sizes, loader },
    { defaultLoader: loader, imgConf },
  )
  return (props.srcSet ?? '')
    .split(', ')
    .map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)))
}

describe('photoWidths', () => {
  it('keeps the steps up to the first that covers the widest box at 2x', () => {
    expect(photoWidths(400, '400px')).toEqual([256, 384, 480, 640, 750, 828])
    expect(photoWidths(375, '375px')).toEqual([256, 384, 480, 640, 750])
  })

  it('keeps every step when none covers it (a full-bleed photograph on a wide screen)', () => {
    expect(photoWidths(1400, '1400px')).toEqual([256, 384, 480, 640, 750, 828, 1080, 1600, 2048])
  })

  it.each([
    ['(min-width: 1280px) 300px, (min-width: 768px) 24vw, 45vw', 437],
    ['(min-width: 1280px) 540px, (min-width: 768px) 42vw, 100vw', 861],
    ['min(100vw - 40px, 1024px, 85vh)', 2400],
    ['(min-width: 768px) 128px, 96px', 128],
    ['calc(100vw - 40px)', 1200],
  ])('drops the steps next/image drops for sizes %j', (sizes, width) => {
    const next = nextImageWidths(width, sizes)
    expect(photoWidths(width, sizes)).toEqual(next.slice(0, photoWidths(width, sizes).length))
    // What photoWidths cuts off is only what covers the box at 2x already.
    expect(next.slice(photoWidths(width, sizes).length).every((w) => w > width * 2)).toBe(true)
  })

  it('without sizes, offers every step a box that wide may take', () => {
    expect(photoWidths(437)).toEqual([256, 384, 480, 640, 750, 828, 1080])
  })
})

/**
 * The file a browser picks from `widths` for a slot `css` px wide on a screen of `density`: the
 * smallest that covers it (the HTML standard's selection, as Chromium makes it).
 */
const picked = (widths: number[], css: number, density: number) =>
  widths.find((width) => width >= css * density) ?? widths.at(-1)

describe('thumbnails', () => {
  const card = PHOTO_BOXES.storyCard
  // A home row's card on a phone: 78% of the page box (20 px a side) of a 390 px screen.
  const rowCard = (390 - 40) * 0.78

  it('scale only the phone slot, so a desktop at 1x still draws a card sharp', () => {
    expect(thumbnailSizes('(min-width: 1024px) 300px, calc(78vw - 31.2px)')).toBe(
      '(min-width: 1024px) 300px, calc(calc(78vw - 31.2px) * 0.75)',
    )
  })

  it('give a 2x phone a file of about 1.5x, and a 1x desktop its full width', () => {
    const widths = thumbnailWidths(card.width)
    // 273 px at 1.5x is 410 px: the 480 px file, where the site's photographs' rule took 640.
    expect(picked(widths, rowCard * 0.75, 2)).toBe(480)
    expect(picked(photoWidths(card.width, 'calc(78vw - 31.2px)'), rowCard, 2)).toBe(640)
    expect(picked(widths, 300, 1)).toBe(384)
    expect(picked(widths, card.width, 1)).toBe(480)
    // A desktop at 2x: the widest, 640 px for 437 px (1.46x).
    expect(picked(widths, card.width, 2)).toBe(640)
  })

  it('never offer a file denser than 1.5x the card at its widest', () => {
    expect(thumbnailWidths(card.width)).toEqual([256, 384, 480, 640])
    expect(Math.max(...thumbnailWidths(card.width))).toBeLessThanOrEqual(card.width * 1.5)
    expect(thumbnailWidths(100)).toEqual([256])
  })
})
