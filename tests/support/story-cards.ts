// Story cards as the list queries return them, for component tests.
import type { ImageResult, StoryCard } from '@/sanity/types'

function image(id: string, alt: string): ImageResult {
  return {
    alt,
    hotspot: { _type: 'sanity.imageHotspot', x: 0.3, y: 0.5, width: 0.5, height: 0.5 },
    crop: null,
    asset: {
      _id: `image-${id}-1311x1638-jpg`,
      metadata: {
        lqip: 'data:image/jpeg;base64,AAAA',
        color: '#8a5a3c',
        dimensions: { width: 1311, height: 1638, aspectRatio: 1311 / 1638 },
      },
    },
  }
}

export function storyCard(n: number): StoryCard {
  return {
    _id: `story${n}`,
    title: `Story title ${n}`,
    slug: `story-${n}`,
    description: `Description of story ${n}.`,
    readTime: 5 + n,
    publishedOn: `2026-01-0${n}`,
    language: 'en',
    country: 'Ghana',
    category: { title: 'Portrait', slug: 'portrait' },
    storyTeller: { firstName: 'Ama', lastName: 'Mensah' },
    cover: image(`cover${n}`, `Cover ${n}`),
    thumbnail: image(`thumb${n}`, `Thumbnail ${n}`),
    photographs: [
      { layout: 'full', aspectRatios: [3 / 2] },
      { layout: 'pair', aspectRatios: [4 / 5, 4 / 5] },
    ],
  }
}
