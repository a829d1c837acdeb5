// Which document the Presentation tool opens beside a page: each route's filter, run with
// groq-js the way the tool builds its query (`*[<filter>][0]{_id, _type}` with the params).
import { evaluate, parse } from 'groq-js'
import type { DocumentResolverContext } from 'sanity/presentation'

import { mainDocuments } from '@/sanity/presentation/main-documents'

const dataset = [
  { _id: 'story-lions', _type: 'story', slug: { current: 'lions-at-dawn' } },
  { _id: 'drafts.story-lions', _type: 'story', slug: { current: 'lions-at-dawn' } },
  { _id: 'story-market', _type: 'story', slug: { current: 'market-day' } },
  { _id: 'category-portrait', _type: 'category', slug: { current: 'lions-at-dawn' } },
  { _id: 'siteSettings', _type: 'siteSettings', communityName: 'The Ruum Community' },
]

/** The document the tool finds for `route` matched with `params`, as its own code builds it. */
async function mainDocument(route: string, params: Record<string, string>) {
  const resolver = mainDocuments.find((entry) => [entry.route].flat().includes(route))
  if (!resolver) throw new Error(`No main document for ${route}`)
  const context: DocumentResolverContext = { origin: 'http://localhost:3000', params, path: '' }
  let query: { filter: string; params: Record<string, string> } | undefined
  if (resolver.resolve) {
    const result = resolver.resolve(context)
    query = result && { filter: result.filter, params: result.params ?? params }
  } else if (resolver.type) {
    query = { filter: `_type == "${resolver.type}"`, params: {} }
  }
  if (!query) return undefined
  const tree = parse(`*[${query.filter}][0]{_id, _type}`, { params: query.params })
  return (await evaluate(tree, { dataset, params: query.params })).get()
}

describe('Presentation main documents', () => {
  it('routes: a story page and its photos, and the community page', () => {
    expect(mainDocuments.flatMap((entry) => [entry.route].flat())).toEqual([
      '/stories/:slug',
      '/stories/:slug/photos/:n',
      '/community',
    ])
  })

  it('/stories/:slug is the story with that slug', async () => {
    expect(await mainDocument('/stories/:slug', { slug: 'lions-at-dawn' })).toEqual({
      _id: 'story-lions',
      _type: 'story',
    })
    expect(await mainDocument('/stories/:slug', { slug: 'market-day' })).toEqual({
      _id: 'story-market',
      _type: 'story',
    })
    expect(await mainDocument('/stories/:slug', { slug: 'nowhere' })).toBeNull()
    expect(await mainDocument('/stories/:slug', {})).toBeUndefined()
  })

  it('a photo of a story opens the story, and passes GROQ only the slug', async () => {
    expect(await mainDocument('/stories/:slug/photos/:n', { slug: 'market-day', n: '2' })).toEqual({
      _id: 'story-market',
      _type: 'story',
    })
    const resolver = mainDocuments[0]
    const context = { origin: '', params: { slug: 'market-day', n: '2' }, path: '' }
    expect(resolver?.resolve?.(context)?.params).toEqual({ slug: 'market-day' })
  })

  it('/community is the site settings', async () => {
    expect(await mainDocument('/community', {})).toEqual({
      _id: 'siteSettings',
      _type: 'siteSettings',
    })
  })
})
