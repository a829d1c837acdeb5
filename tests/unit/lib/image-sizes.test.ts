import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { prepareImageConfig } from 'next/dist/shared/lib/image-config'

import { DEVICE_SIZES, IMAGE_SIZES, photoWidths } from '@/lib/image-sizes'

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
    expect(photoWidths(400, '400px')).toEqual([256, 320, 384, 640, 750, 828])
    expect(photoWidths(375, '375px')).toEqual([256, 320, 384, 640, 750])
  })

  it('keeps every step when none covers it (a full-bleed photograph on a wide screen)', () => {
    expect(photoWidths(1400, '1400px')).toEqual([256, 320, 384, 640, 750, 828, 1080, 1600, 2048])
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
    expect(photoWidths(437)).toEqual([256, 320, 384, 640, 750, 828, 1080])
  })
})
