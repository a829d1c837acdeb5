import { utimesSync, writeFileSync } from 'node:fs'

import { isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'
import { parse } from 'groq-js'

import { listPageIds } from '@/lib/list-pages'
import { pageCount, pageOf } from '@/lib/paging'
import { MORE_STORIES } from '@/lib/story-end'
import { buildIndex, parseNdjson, toNdjson, type StoredDocument } from '@/sanity/local/local-index'
import { bindScans, dereferencer, planScans } from '@/sanity/local/local-narrow'
import { createLocalSource } from '@/sanity/local/local-source'
import {
  CATEGORY_STORY_LIMIT,
  FEATURED_STORY_LIMIT,
  categoriesQuery,
  categoriesWithStoriesQuery,
  featuredStoriesQuery,
  relatedStoriesQuery,
  storiesFilterQuery,
  storiesQuery,
  storyCardsQuery,
  storyFacetsQuery,
  storyQuery,
  storySlugsQuery,
  storyVersionsQuery,
} from '@/sanity/queries'
import {
  DRAFT_TITLE_MARKER,
  generateSampleDataset,
  RELEASE_TITLE_MARKER,
} from '@/sanity/sample/generate'
import type { StoryQueryResult, StoriesQueryResult } from '@/sanity.types'
import { fixtureDocuments, PORTRAIT, WILDLIFE } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import { queryCases, siteQueries } from '@/tests/support/query-cases'
import { nonEmpty } from '@/tests/support/non-empty'

const dataset = writeDatasetFile(fixtureDocuments)
afterAll(() => dataset.remove())

const source = createLocalSource({ datasetPath: dataset.file })
const unnarrowed = createLocalSource({ datasetPath: dataset.file, narrow: false })

const cases = queryCases({
  storyIds: ['story000001', 'story000002', 'story000003', 'story000004', 'story000005'],
  slugs: ['faces-of-accra', 'lions-at-dawn', 'harbour-light', 'desert-salt'],
  categories: ['portrait', 'wildlife'],
  categoryIds: [PORTRAIT, WILDLIFE],
  countries: ['Kenya', 'Ghana'],
})

const titles = (stories: Array<{ title: string }>) => stories.map((story) => story.title)

describe('local source: each query', () => {
  it('is typed by the query itself', () => {
    expectTypeOf(
      source.fetch(storyQuery, { slug: 'x', language: 'en', locale: 'en' }),
    ).resolves.toEqualTypeOf<StoryQueryResult>()
    expectTypeOf(
      source.fetch(storiesQuery, { locale: 'en' }),
    ).resolves.toEqualTypeOf<StoriesQueryResult>()
  })

  it('storiesQuery: every published story, newest first, as cards', async () => {
    const stories = await source.fetch(storiesQuery, { locale: 'en' })
    expect(titles(stories)).toEqual([
      'Elephant Roads',
      'Lions at Dawn',
      'Harbour Light',
      'Faces of Accra',
      'Desert Salt',
      'Market Mothers',
    ])
    expect(stories[0]).toEqual({
      _id: 'story000004',
      title: 'Elephant Roads',
      slug: 'elephant-roads',
      description: 'A story from Botswana.',
      readTime: 6,
      publishedOn: '2026-01-11',
      language: 'en',
      country: 'Botswana',
      category: { title: 'Wildlife', slug: 'wildlife' },
      storyTeller: { firstName: 'Ama', lastName: 'Mensah' },
      cover: {
        alt: 'Elephant Roads cover',
        hotspot: { _type: 'sanity.imageHotspot', x: 0.4, y: 0.5, height: 1, width: 1 },
        crop: null,
        asset: {
          _id: 'image-cover-861x1077-jpg',
          metadata: {
            lqip: 'data:image/jpeg;base64,cover',
            color: '#8a5a3c',
            dimensions: { width: 861, height: 1077, aspectRatio: 861 / 1077 },
          },
        },
      },
      thumbnail: expect.objectContaining({ alt: 'Elephant Roads thumbnail', hotspot: null }),
      // What its photographs weigh is estimated from these (lib/download-size.ts).
      photographs: [{ layout: 'pair', aspectRatios: [4 / 3, 4 / 3] }],
    })
  })

  it('featuredStoriesQuery: the 5 newest', async () => {
    const all = await source.fetch(storiesQuery, { locale: 'en' })
    expect(await source.fetch(featuredStoriesQuery, { limit: FEATURED_STORY_LIMIT })).toEqual(
      all.slice(0, 5),
    )
  })

  it('storiesFilterQuery: by category slug, country, both, or neither', async () => {
    const filter = (category: string, country: string) =>
      source.fetch(storiesFilterQuery, { category, country }).then(titles)
    expect(await filter('', '')).toEqual(titles(await source.fetch(storiesQuery, { locale: 'en' })))
    expect(await filter('portrait', '')).toEqual([
      'Harbour Light',
      'Faces of Accra',
      'Market Mothers',
    ])
    expect(await filter('', 'Kenya')).toEqual(['Lions at Dawn', 'Market Mothers'])
    expect(await filter('portrait', 'Ghana')).toEqual(['Harbour Light', 'Faces of Accra'])
    expect(await filter('wildlife', 'Ghana')).toEqual([])
  })

  it('storyQuery: one story in full, with content blocks and credits', async () => {
    const story = await source.fetch(storyQuery, {
      slug: 'faces-of-accra',
      language: 'en',
      locale: 'en',
    })
    expect(story).toMatchObject({
      _id: 'story000001',
      title: 'Faces of Accra',
      category: { title: 'Portrait', slug: 'portrait' },
      storyTeller: { firstName: 'Ama', lastName: 'Mensah' },
      work: ['Photography', 'Photo Editing', 'Composition'],
      credits: [
        { _key: 'c1', title: 'Photography', content: 'Ama Mensah' },
        { _key: 'c2', title: 'Equipment Support', content: 'Lens House' },
      ],
    })
    expect(story?.content).toEqual([
      { _key: 'k1', _type: 'textBlock', text: 'First paragraph.\n\nSecond paragraph.' },
      {
        _key: 'k2',
        _type: 'imageBlock',
        layout: 'pair',
        images: [
          expect.objectContaining({ _key: 'i1', alt: 'Left', crop: null }),
          expect.objectContaining({
            _key: 'i2',
            alt: 'Right',
            crop: expect.objectContaining({ top: 0.1 }),
            asset: expect.objectContaining({ _id: 'image-block-2400x1800-jpg' }),
          }),
        ],
      },
      { _key: 'k3', _type: 'quoteBlock', quote: 'Light is everything.' },
    ])
  })

  it('storyQuery: null for an unknown or draft-only slug; a draft-only reference is null', async () => {
    expect(
      await source.fetch(storyQuery, { slug: 'no-such-story', language: 'en', locale: 'en' }),
    ).toBeNull()
    expect(
      await source.fetch(storyQuery, { slug: 'unseen-dunes', language: 'en', locale: 'en' }),
    ).toBeNull()
    const story = await source.fetch(storyQuery, {
      slug: 'harbour-light',
      language: 'en',
      locale: 'en',
    })
    expect(story?.storyTeller).toBeNull()
  })

  it('storySlugsQuery: every published slug', async () => {
    const slugs = await source.fetch(storySlugsQuery)
    expect(slugs.map((s) => s.slug).sort()).toEqual(
      (await source.fetch(storiesQuery, { locale: 'en' })).map((s) => s.slug).sort(),
    )
  })

  it('categoriesQuery: every category by title, with its story count', async () => {
    const categories = await source.fetch(categoriesQuery)
    expect(categories.map(({ title, slug, storyCount }) => ({ title, slug, storyCount }))).toEqual([
      { title: 'Fine Art', slug: 'fine-art', storyCount: 0 },
      { title: 'Portrait', slug: 'portrait', storyCount: 3 },
      { title: 'Wildlife', slug: 'wildlife', storyCount: 3 },
    ])
    expect(categories[0]?.cover.asset.metadata?.dimensions?.width).toBe(861)
  })

  it('categoriesWithStoriesQuery: only categories with stories, newest stories first', async () => {
    const categories = await source.fetch(categoriesWithStoriesQuery, {
      limit: CATEGORY_STORY_LIMIT,
    })
    expect(categories.map((c) => [c.title, titles(c.stories)])).toEqual([
      ['Portrait', ['Harbour Light', 'Faces of Accra', 'Market Mothers']],
      ['Wildlife', ['Elephant Roads', 'Lions at Dawn', 'Desert Salt']],
    ])
  })

  it('relatedStoriesQuery: up to 3 others of the same category, newest first', async () => {
    const related = (slug: string, category: string) =>
      source
        .fetch(relatedStoriesQuery, { slug, category, limit: MORE_STORIES, locale: 'en' })
        .then(titles)
    expect(await related('faces-of-accra', PORTRAIT)).toEqual(['Harbour Light', 'Market Mothers'])
    expect(await related('lions-at-dawn', WILDLIFE)).toEqual(['Elephant Roads', 'Desert Salt'])
    expect(await related('lions-at-dawn', 'no-such-category')).toEqual([])
  })
})

describe('local source: published perspective', () => {
  it('never returns a draft or a release version, from any query', async () => {
    for (const { name, query, params } of cases) {
      const text = JSON.stringify(await source.fetch(query, params))
      for (const hidden of ['[Draft]', '[Release]', '"drafts.', '"versions.', 'Unseen Dunes']) {
        expect(text, `${name} ${JSON.stringify(params)}`).not.toContain(hidden)
      }
    }
  })

  it('hides every document whose id starts with drafts. or versions.', () => {
    const index = buildIndex(parseNdjson(toNdjson(fixtureDocuments)))
    const ids = index.documents.map((doc) => doc._id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.filter((id) => !isPublishedId(id))).toEqual([])
    expect(index.byId.has('drafts.story000001')).toBe(false)
  })
})

describe("local source: drafts perspective (editors' preview)", () => {
  const drafts = { perspective: 'drafts' } as const

  it('shows a draft in place of its published story, under the published id', async () => {
    const story = await source.fetch(
      storyQuery,
      { slug: 'faces-of-accra', language: 'en', locale: 'en' },
      drafts,
    )
    expect(story).toMatchObject({ _id: 'story000001', title: '[Draft] Faces of Accra' })
  })

  it('shows draft-only documents, and references resolve to them', async () => {
    expect(
      (
        await source.fetch(
          storyQuery,
          { slug: 'unseen-dunes', language: 'en', locale: 'en' },
          drafts,
        )
      )?.title,
    ).toBe('[Draft] Unseen Dunes')
    const harbour = await source.fetch(
      storyQuery,
      { slug: 'harbour-light', language: 'en', locale: 'en' },
      drafts,
    )
    expect(harbour?.storyTeller).toEqual({ firstName: 'Nia', lastName: 'Okafor' })
  })

  it('lists drafts over published, once each, and never a release version', async () => {
    const stories = titles(await source.fetch(storiesQuery, { locale: 'en' }, drafts))
    expect(stories).toEqual([
      '[Draft] Unseen Dunes',
      'Elephant Roads',
      '[Draft] Lions at Dawn',
      'Harbour Light',
      '[Draft] Faces of Accra',
      'Desert Salt',
      'Market Mothers',
    ])
    for (const { name, query, params } of nonEmpty(cases)) {
      const text = JSON.stringify(await source.fetch(query, params, drafts))
      expect(text, name).not.toContain('[Release]')
      expect(text, name).not.toContain('"versions.')
    }
  })

  it('leaves the published perspective of the same source untouched', async () => {
    await source.fetch(storiesQuery, { locale: 'en' }, drafts)
    expect(titles(await source.fetch(storiesQuery, { locale: 'en' }))).not.toContain(
      '[Draft] Faces of Accra',
    )
    expect(
      await source.fetch(storyQuery, { slug: 'unseen-dunes', language: 'en', locale: 'en' }),
    ).toBeNull()
  })

  it('gives the same results with and without narrowing', async () => {
    for (const { name, query, params } of nonEmpty(cases)) {
      expect(await source.fetch(query, params, drafts), name).toEqual(
        await unnarrowed.fetch(query, params, drafts),
      )
    }
  })
})

describe('local source: the generated sample dataset', () => {
  const documents = generateSampleDataset()
  const sample = writeDatasetFile(documents)
  afterAll(() => sample.remove())
  const local = createLocalSource({ datasetPath: sample.file })
  const plain = createLocalSource({ datasetPath: sample.file, narrow: false })

  async function sampleCases() {
    const stories = await local.fetch(storiesQuery, { locale: 'en' })
    return queryCases({
      storyIds: stories.map((story) => story._id),
      slugs: stories.map((story) => story.slug),
      categories: (await local.fetch(categoriesQuery)).map((category) => category.slug),
      categoryIds: (await local.fetch(categoriesQuery)).map((category) => category._id),
      countries: stories.map((story) => story.country),
      personIds: documents.flatMap((doc) => (doc._type === 'person' ? [doc._id] : [])),
    })
  }

  it('holds drafts, a draft-only story and release versions to hide', () => {
    const ids = documents.map((doc) => doc._id)
    expect(ids.filter(isDraftId).length).toBeGreaterThanOrEqual(4)
    expect(ids.filter(isVersionId).length).toBeGreaterThanOrEqual(2)
  })

  it('never shows a draft or a release version, from any query', async () => {
    for (const { name, query, params } of await sampleCases()) {
      const text = JSON.stringify(await local.fetch(query, params))
      for (const hidden of [DRAFT_TITLE_MARKER, RELEASE_TITLE_MARKER, '"drafts.', '"versions.']) {
        expect(text, `${name} ${JSON.stringify(params)}`).not.toContain(hidden)
      }
    }
  })

  it('pages a list through its facets exactly as the full list, filter by filter', async () => {
    const listings = await local.fetch(storyFacetsQuery)
    const stories = await local.fetch(storiesQuery, { locale: 'en' })
    const [story] = stories
    const filters = [
      { category: '', country: '' },
      { category: story?.category?.slug ?? '', country: '' },
      { category: '', country: story?.country ?? '' },
      { category: story?.category?.slug ?? '', country: story?.country ?? '' },
    ]
    for (const filter of filters) {
      const all = await local.fetch(storiesFilterQuery, filter)
      for (const page of [1, 2, pageCount(all.length)]) {
        const { ids, total } = listPageIds(listings, { ...filter, page })
        expect(total).toBe(all.length)
        const cards = ids.length ? await local.fetch(storyCardsQuery, { ids }) : []
        expect(cards, `${JSON.stringify(filter)} page ${page}`).toEqual(pageOf(all, page))
      }
    }
  })

  it('gives the same results with and without narrowing, for every query', async () => {
    for (const { name, query, params } of nonEmpty(await sampleCases())) {
      expect(await local.fetch(query, params), `${name} ${JSON.stringify(params)}`).toEqual(
        await plain.fetch(query, params),
      )
    }
  })
})

describe('local source: the dataset file', () => {
  it('picks up an edited file', async () => {
    const edited = writeDatasetFile(fixtureDocuments)
    try {
      const local = createLocalSource({ datasetPath: edited.file })
      expect(
        (await local.fetch(storyQuery, { slug: 'faces-of-accra', language: 'en', locale: 'en' }))
          ?.title,
      ).toBe('Faces of Accra')

      const renamed = fixtureDocuments.map((doc) =>
        doc._id === 'story000001' ? { ...doc, title: 'Faces of Accra, Revisited' } : doc,
      )
      writeFileSync(edited.file, toNdjson(renamed))
      // Same-second edits must count too: move the mtime on explicitly.
      const later = new Date(Date.now() + 5_000)
      utimesSync(edited.file, later, later)

      expect(
        (await local.fetch(storyQuery, { slug: 'faces-of-accra', language: 'en', locale: 'en' }))
          ?.title,
      ).toBe('Faces of Accra, Revisited')
    } finally {
      edited.remove()
    }
  })

  it('names the missing file and how to create it', async () => {
    const local = createLocalSource({ datasetPath: '/nonexistent/dataset.ndjson' })
    await expect(local.fetch(storiesQuery, { locale: 'en' })).rejects.toThrow(
      /\/nonexistent\/dataset\.ndjson.*npm run sample/,
    )
  })

  it('rejects a line that is not a document, naming the line', () => {
    expect(() =>
      parseNdjson('{"_id":"a","_type":"x"}\n{"title":"no id"}\n', 'data.ndjson'),
    ).toThrow('data.ndjson:2')
  })
})

// The same filters with `*[...]` narrowed to index candidates and without: results must match.
const trickyQueries: Array<[string, Record<string, unknown>]> = [
  ['*[_type == "story" || _id == "cat00001"]{_id}', {}],
  [
    '*[(_type == "story" && slug.current == $slug) || _type == "person"]{_id}',
    { slug: 'desert-salt' },
  ],
  [
    '*[_type == "story" && (slug.current == $slug || country == "Kenya")]{_id}',
    { slug: 'desert-salt' },
  ],
  ['*[_type != "story" && _type == "category"]{_id}', {}],
  ['*[_type == "story" && slug.current != $slug]{_id}', { slug: 'desert-salt' }],
  ['*[_id in ["story000001", "person-ama", "drafts.story000001"]]{_id}', {}],
  ['*[_type in ["story", "category"] && _id == $id]{_id}', { id: 'cat00002' }],
  ['*["story" == _type && $slug == slug.current][0]._id', { slug: 'lions-at-dawn' }],
  ['*[@._type == "story" && @.slug.current == "lions-at-dawn"]._id', {}],
  ['*[_type == "story" && references($id)]{_id}', { id: 'person-ama' }],
  ['*[_type == "story" && references("drafts.person-new")]{_id}', {}],
  [
    '{"all": count(*), "stories": count(*[_type == "story"]), "none": count(*[_id == $id])}',
    { id: 'zzz' },
  ],
  ['*[_type == "category"]{title, "n": count(*[_type == "story" && category._ref == ^._id])}', {}],
  // Nested scans reading the outer document: looked up per outer document.
  ['*[_type == "person"]{_id, "n": count(*[_type == "story" && storyTeller._ref == ^._id])}', {}],
  ['*[_type == "story"]{_id, "by": *[references(^._id) || _type == "category"]._id}', {}],
  ['*[_type == "story"]{_id, "in": *[_type == "category" && _id == ^.category._ref][0].title}', {}],
  ['*[_type == "story"]{_id, "x": *[_type == "person" && references(^.readTime)]._id}', {}],
  ['*[_type == "story"]{_id, "x": *[_type == "person" && _id == ^.nothing]._id}', {}],
  ['*[_type == "story"]{_id, "x": *[references(^._id, "person-ama")]._id}', {}],
  ['*[_type == "category"]{"s": *[_type == "story" && category._ref == ^._id][0...2]._id}', {}],
  ['*[_type == "person"]{"s": *[references(^._id)] | order(publishedOn desc) [0]._id}', {}],
  ['*[references($ids)]._id', { ids: ['person-ama', 'cat00001', 'person-ama'] }],
  ['*[_type == "story" && references($ids)]._id', { ids: ['person-ama', 5] }],
  ['*[_type == "story" && storyTeller._ref == $p]._id', { p: 'person-ama' }],
  [
    '*[_type == "category"]{"people": *[_type == "person" && _id in *[_type == "story" && category._ref == ^.^._id].storyTeller._ref].firstName}',
    {},
  ],
  ['*[_type == $type && slug.current == $slug]{_id}', { type: 'story', slug: 'market-mothers' }],
  ['*[_type == $type]{_id}', { type: 3 }],
  ['*[_id == $missing]{_id}', {}],
  [
    '*[_type == "story" && slug.current == "faces-of-accra"][0]{"self": *[_id == ^._id][0]._id}',
    {},
  ],
  ['*[_type == "story"][_id == "story000002"]{_id}', {}],
  ['*[!(_type == "story")]{_id}', {}],
  // Ordered, sliced scans: read only their first matches.
  ['*[_type == "story"] | order(country asc) [0..2]{_id}', {}],
  ['*[_type == "story"] | order(country desc, publishedOn asc) [1...4]{_id}', {}],
  ['*[_type == "story" && country != "Kenya"] | order(category->title asc) [0...2]._id', {}],
  ['*[_type == "story" && readTime > 100] | order(publishedOn desc) [0...3]._id', {}],
  ['*[_type == "story"] | order(publishedOn desc) [0...50]._id', {}],
  ['*[_type == "story" && category._ref == $c] | order(publishedOn)[0]._id', { c: WILDLIFE }],
  ['*[_type == "story" && slug.current != $s][0...2]._id', { s: 'faces-of-accra' }],
  ['*[_type == "story"] | order(publishedOn desc) [-2...-1]._id', {}],
  // An ordering that reads a parameter is sorted for its values each time.
  [
    '*[_type == "story"] | order(select($byTitle => title, country) asc) [0]._id',
    { byTitle: true },
  ],
  [
    '*[_type == "story"] | order(select($byTitle => title, country) asc) [0]._id',
    { byTitle: false },
  ],
  // `_id in $ids`: each listed document once, in dataset order; anything but strings is ignored.
  ['*[_id in $ids]._id', { ids: ['story000003', 'person-ama', 'story000003', 'nope'] }],
  ['*[_id in $ids && _type == "story"]._id', { ids: 'story000003' }],
  ['*[_id in $ids]._id', { ids: ['story000002', 7] }],
]

describe('local source: narrowing scans to index candidates', () => {
  it('covers every query in sanity/queries.ts', () => {
    expect(new Set(cases.map((c) => c.name))).toEqual(new Set(siteQueries.map(([name]) => name)))
  })

  it('never changes a site query result', async () => {
    for (const { name, query, params } of nonEmpty(cases)) {
      expect(await source.fetch(query, params), `${name} ${JSON.stringify(params)}`).toEqual(
        await unnarrowed.fetch(query, params),
      )
    }
  })

  it.each(trickyQueries)('never changes the result of %s', async (query, params) => {
    expect(await source.fetch(query, params)).toEqual(await unnarrowed.fetch(query, params))
  })

  it('narrows a story page lookup to the one story with that slug', async () => {
    const index = buildIndex(parseNdjson(toNdjson(fixtureDocuments)))
    // The story; the translation.metadata documents naming it are looked up per story (below).
    const scans = planScans(parse(storyQuery))
    expect(scans).toHaveLength(1)
    const bound = Object.values(
      await bindScans(scans, { slug: 'lions-at-dawn', language: 'en', locale: 'en' }, index),
    )
    expect(bound.map((docs) => docs.map((doc) => doc._id))).toEqual([['story000002']])
  })

  it('looks up a nested scan that reads the outer document through an index, not over *', async () => {
    const documents = generateSampleDataset({ seed: 3, storyCount: 60 })
    const index = buildIndex(parseNdjson(toNdjson(documents)))
    const lookup = dereferencer(index)
    const candidatesOf = (ref: string) => {
      const found = lookup({ _ref: ref })
      return Array.isArray(found?.candidates) ? (found.candidates as StoredDocument[]) : []
    }
    const [story] = index.byType.get('story') ?? []
    const referencing = index.documents.filter((doc) =>
      JSON.stringify(doc).includes(`"_ref":"${story?._id}"`),
    )
    expect(referencing.length).toBeGreaterThan(0)
    expect(candidatesOf(`narrow:references:${story?._id}`)).toEqual(referencing)
    expect(index.documents.length).toBeGreaterThan(referencing.length * 100)

    const [category] = index.byType.get('category') ?? []
    expect(candidatesOf(`narrow:category._ref:${category?._id}`)).toEqual(
      index.byCategory.get(category?._id ?? ''),
    )
    // Nested scans reading `^` bind nothing per query: they are looked up per outer document.
    expect(planScans(parse(storyVersionsQuery))).toHaveLength(1)
    expect(lookup({ _ref: 'narrow:nonsense:x' })).toBeNull()
    expect(lookup({ _ref: story?._id ?? '' })).toBe(story)
  })

  it("cuts related stories to the category's first 3 others, newest first", async () => {
    const index = buildIndex(parseNdjson(toNdjson(fixtureDocuments)))
    const scans = planScans(parse(relatedStoriesQuery, { params: { limit: MORE_STORIES } }))
    expect(scans.map((scan) => scan.window?.limit)).toEqual([3])
    const bound = Object.values(
      await bindScans(scans, { slug: 'lions-at-dawn', category: WILDLIFE }, index),
    )
    const others = fixtureDocuments
      .flatMap((doc) =>
        doc._type === 'story' &&
        isPublishedId(doc._id) &&
        doc.category._ref === WILDLIFE &&
        doc.slug.current !== 'lions-at-dawn'
          ? [doc]
          : [],
      )
      .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
      .slice(0, 3)
    expect(bound.map((docs) => docs.map((doc) => doc._id))).toEqual([others.map((d) => d._id)])
  })

  it('reads only the first matches of an ordered, sliced scan, however many candidates', async () => {
    const documents = generateSampleDataset({ seed: 3, storyCount: 600 })
    const index = buildIndex(parseNdjson(toNdjson(documents)))
    const [category] = index.byType.get('category') ?? []
    const scans = planScans(parse(relatedStoriesQuery, { params: { limit: MORE_STORIES } }))
    const bound = await bindScans(scans, { slug: 'none', category: category?._id }, index)
    expect(Object.values(bound).map((docs) => docs.length)).toEqual([3])
    expect((index.byCategory.get(category?._id ?? '') ?? []).length).toBeGreaterThan(50)
  })

  it('leaves a window alone when its bounds count from the end or its filter reads ^', () => {
    expect(planScans(parse('*[_type == "story"] | order(publishedOn desc) [-3...-1]'))).toEqual([
      expect.not.objectContaining({ window: expect.anything() }),
    ])
    const nested = planScans(
      parse('*[_type == "category"]{ "s": *[_type == "story" && category._ref == ^._id][0...2] }'),
    )
    // The outer scan; the inner one is looked up per category, whole.
    expect(nested.map((scan) => scan.window)).toEqual([undefined])
  })

  it('leaves scans whose filter has no top-level equality untouched', () => {
    expect(planScans(parse('*[_type == "story" || _id == "x"]'))).toEqual([])
    expect(planScans(parse('*[!(_type == "story")]'))).toEqual([])
    expect(planScans(parse('*[_type != "story"]'))).toEqual([])
    expect(planScans(parse('*[_type in ["story"]]'))).toEqual([])
  })
})
