import { slugify } from '@/lib/slug'

describe('slugify', () => {
  it.each([
    ['Cultural Portraits', 'cultural-portraits'],
    ["Côte d'Ivoire", 'cote-divoire'],
    ['São Tomé and Príncipe', 'sao-tome-and-principe'],
    ['  Lagos   at Night  ', 'lagos-at-night'],
    ['Fine Art -- 2026!', 'fine-art-2026'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['Rock & Roll / Street', 'rock-and-roll-street'],
    ['Ƙasar ɗan ƙwallo da ɓarayi', 'kasar-dan-kwallo-da-barayi'],
    ['ʼYan kasuwa', 'yan-kasuwa'],
    ['Ẹ̀kọ́ ní Ọ̀ṣun', 'eko-ni-osun'],
  ])('%j → %j', (title, expected) => {
    expect(slugify(title)).toBe(expected)
  })

  it('only ever yields lowercase a-z, 0-9 and single inner hyphens', () => {
    const titles = ['Ñandú Über Ålesund', 'A__B..C', '100% Ghana!!', 'x---y', "L'Œuvre: Épisode 2"]
    for (const title of titles) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
  })
})
