import { GENRES } from '@/lib/lists/genres'

describe('genres', () => {
  it('are the 12 spec genres, in order', () => {
    expect(GENRES).toEqual([
      'Portrait',
      'Landscape',
      'Wildlife',
      'Street',
      'Documentary',
      'Cultural',
      'Architecture',
      'Nature',
      'Travel',
      'Fashion',
      'Photojournalism',
      'Fine Art',
    ])
  })
})
