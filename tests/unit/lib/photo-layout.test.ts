import {
  blockPhotoWidth,
  croppedAspectRatio,
  fullPhotoWidth,
  pairPhotoSizes,
} from '@/lib/photo-layout'

describe('photo layout', () => {
  it("takes a photograph's shape from its asset less the editor's crop", () => {
    expect(croppedAspectRatio({ width: 2400, height: 1800 })).toBeCloseTo(4 / 3)
    const crop = { top: 0.1, bottom: 0.1, left: 0, right: 0.4 }
    expect(croppedAspectRatio({ width: 2400, height: 1800 }, crop)).toBeCloseTo(1440 / 1440)
    // A crop that would leave nothing falls back to the asset's shape.
    expect(croppedAspectRatio({ width: 300, height: 200 }, { left: 0.6, right: 0.6 })).toBe(1.5)
  })

  it('draws a full photograph as wide as the screen allows with its caption under it', () => {
    expect(fullPhotoWidth(1.5)).toEqual({
      css: 'min(100%, calc((100vh - 120px) * 1.5))',
      sizes: 'min(100vw, calc((100vh - 120px) * 1.5))',
    })
  })

  it('keeps a block photograph at most 1024 px wide and 85% of the screen high', () => {
    expect(blockPhotoWidth(0.8).sizes).toBe('min(100vw - 40px, 1024px, 68vh)')
    expect(blockPhotoWidth(0.8).css).toBe('min(100%, 1024px, 68vh)')
  })

  it("gives each of a pair its share of the row's width", () => {
    const [landscape, portrait] = pairPhotoSizes([1.5, 0.75])
    expect(landscape).toBe(
      '(min-width: 1152px) 712px, (min-width: 768px) calc((100vw - 84px) * 0.6667), calc(100vw - 40px)',
    )
    expect(portrait).toContain('(min-width: 1152px) 356px')
  })
})
