import { srcSetUpTo } from '@/lib/image-sizes'

const url = (w: number) =>
  `/sample-images/images/local/production/a-10x10.jpg?rect=0,0,10,10&w=${w}`
const srcSet = (widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(', ')
const steps = [256, 320, 384, 640, 750, 828, 1080, 1600, 2048]

describe('srcSetUpTo', () => {
  it('keeps the steps up to the first that covers the widest box at 2x, and makes it the src', () => {
    expect(srcSetUpTo(srcSet(steps), 400)).toEqual({
      srcSet: srcSet([256, 320, 384, 640, 750, 828]),
      src: url(828),
    })
    expect(srcSetUpTo(srcSet(steps), 375)).toEqual({
      srcSet: srcSet([256, 320, 384, 640, 750]),
      src: url(750),
    })
  })

  it('keeps every step when none covers it (a full-bleed photograph on a wide screen)', () => {
    expect(srcSetUpTo(srcSet(steps), 1400)).toEqual({ srcSet: srcSet(steps), src: url(2048) })
  })
})
