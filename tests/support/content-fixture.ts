// A small hand-written dataset in Sanity's export format, with every case the published
// perspective must hide: drafts of published stories, a draft-only story and person, and
// release versions. Test-only; the site's sample data comes from sanity/sample/generate.ts.
import type { Country } from '@/lib/lists/countries'
import type { Genre } from '@/lib/lists/genres'
import type {
  CategoryDocument,
  ImageAssetDocument,
  PersonDocument,
  SampleDocument,
  SanityImage,
  StoryDocument,
} from '@/sanity/sample/documents'

function asset(id: string, width: number, height: number): ImageAssetDocument {
  return {
    _id: `image-${id}-${width}x${height}-jpg`,
    _type: 'sanity.imageAsset',
    assetId: id,
    sha1hash: id,
    path: `images/local/production/${id}-${width}x${height}.jpg`,
    url: `/sample-images/images/local/production/${id}-${width}x${height}.jpg`,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    originalFilename: `${id}.jpg`,
    size: 1000,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: `data:image/jpeg;base64,${id}`,
      palette: {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', background: '#8a5a3c' },
      },
    },
  }
}

const assets = [asset('cover', 861, 1077), asset('thumb', 1311, 1638), asset('block', 2400, 1800)]

function image(assetDoc: ImageAssetDocument, alt: string): SanityImage {
  return { _type: 'image', asset: { _type: 'reference', _ref: assetDoc._id }, alt }
}

function category(id: string, title: Genre, slug: string): CategoryDocument {
  return {
    _id: id,
    _type: 'category',
    title,
    slug: { _type: 'slug', current: slug },
    cover: image(assets[0]!, title),
  }
}

function person(id: string, firstName: string, lastName: string): PersonDocument {
  return { _id: id, _type: 'person', firstName, lastName }
}

function story(
  id: string,
  title: string,
  fields: { category: string; teller: string; country: Country; publishedOn: string },
): StoryDocument {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return {
    _id: id,
    _type: 'story',
    title,
    slug: { _type: 'slug', current: slug },
    description: `A story from ${fields.country}.`,
    cover: {
      ...image(assets[0]!, `${title} cover`),
      hotspot: { _type: 'sanity.imageHotspot', x: 0.4, y: 0.5, height: 1, width: 1 },
    },
    thumbnail: image(assets[1]!, `${title} thumbnail`),
    readTime: 6,
    category: { _type: 'reference', _ref: fields.category },
    publishedOn: fields.publishedOn,
    storyTeller: { _type: 'reference', _ref: fields.teller },
    country: fields.country,
    work: ['Photography', 'Photo Editing', 'Composition'],
    content: [
      { _key: 'k1', _type: 'textBlock', text: 'First paragraph.\n\nSecond paragraph.' },
      {
        _key: 'k2',
        _type: 'imageBlock',
        layout: 'pair',
        images: [
          { ...image(assets[2]!, 'Left'), _key: 'i1' },
          {
            ...image(assets[2]!, 'Right'),
            _key: 'i2',
            crop: { _type: 'sanity.imageCrop', top: 0.1, bottom: 0, left: 0, right: 0 },
          },
        ],
      },
      { _key: 'k3', _type: 'quoteBlock', quote: 'Light is everything.' },
    ],
    credits: [
      { _key: 'c1', _type: 'credit', title: 'Photography', content: 'Ama Mensah' },
      { _key: 'c2', _type: 'credit', title: 'Equipment Support', content: 'Lens House' },
    ],
  }
}

export const PORTRAIT = 'cat00001'
export const WILDLIFE = 'cat00002'
const AMA = 'person-ama'
const KOFI = 'person-kofi'
const DRAFT_ONLY_PERSON = 'person-new'

const published = [
  story('story000001', 'Faces of Accra', {
    category: PORTRAIT,
    teller: AMA,
    country: 'Ghana',
    publishedOn: '2026-01-05',
  }),
  story('story000002', 'Lions at Dawn', {
    category: WILDLIFE,
    teller: KOFI,
    country: 'Kenya',
    publishedOn: '2026-01-09',
  }),
  story('story000003', 'Market Mothers', {
    category: PORTRAIT,
    teller: KOFI,
    country: 'Kenya',
    publishedOn: '2026-01-02',
  }),
  story('story000004', 'Elephant Roads', {
    category: WILDLIFE,
    teller: AMA,
    country: 'Botswana',
    publishedOn: '2026-01-11',
  }),
  // Its story teller exists only as a draft, so the published perspective dereferences to null.
  story('story000005', 'Harbour Light', {
    category: PORTRAIT,
    teller: DRAFT_ONLY_PERSON,
    country: 'Ghana',
    publishedOn: '2026-01-07',
  }),
  story('story000006', 'Desert Salt', {
    category: WILDLIFE,
    teller: AMA,
    country: 'Ethiopia',
    publishedOn: '2026-01-03',
  }),
]

function retitled(doc: StoryDocument, id: string, prefix: string): StoryDocument {
  return { ...doc, _id: id, title: `${prefix} ${doc.title}` }
}

export const fixtureDocuments: SampleDocument[] = [
  ...assets,
  category(PORTRAIT, 'Portrait', 'portrait'),
  category(WILDLIFE, 'Wildlife', 'wildlife'),
  category('cat00003', 'Fine Art', 'fine-art'),
  person(AMA, 'Ama', 'Mensah'),
  person(KOFI, 'Kofi', 'Boateng'),
  { ...person(`drafts.${DRAFT_ONLY_PERSON}`, 'Nia', 'Okafor') },
  retitled(published[0]!, 'drafts.story000001', '[Draft]'),
  retitled(published[1]!, 'drafts.story000002', '[Draft]'),
  {
    ...story('story000099', 'Unseen Dunes', {
      category: WILDLIFE,
      teller: AMA,
      country: 'Namibia',
      publishedOn: '2026-01-20',
    }),
    _id: 'drafts.story000099',
    title: '[Draft] Unseen Dunes',
  },
  retitled(published[2]!, 'versions.rSpring.story000003', '[Release]'),
  retitled(published[3]!, 'versions.rSpring.story000004', '[Release]'),
  // After the drafts, so a leaked draft would win `[0]` lookups and show up in results.
  ...published,
]
