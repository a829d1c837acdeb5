// Click-to-edit on the embedded dataset: draft-mode text is marked with its document and field as
// hosted Sanity would mark it (the same encoder, fed a source map read from the documents), only
// in the fields the site shows as written, and cleans back to exactly the text.
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'

import { createLocalSource } from '@/sanity/local/local-source'
import { localSourceMap } from '@/sanity/local/local-source-map'
import { storyQuery } from '@/sanity/queries'
import { STEGA_CONFIG } from '@/sanity/stega'
import { fixtureDocuments } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'

const dataset = writeDatasetFile(fixtureDocuments)
afterAll(() => dataset.remove())
const source = createLocalSource({ datasetPath: dataset.file })

async function markedStory(slug: string) {
  const story = await source.fetch(
    storyQuery,
    { slug, language: 'en', locale: 'en' },
    { perspective: 'drafts' },
  )
  const map = localSourceMap(story, await source.index('drafts'))
  return { story, marked: stegaEncodeSourceMap(story, map, STEGA_CONFIG) }
}

/** The Studio link a marked string carries, or undefined for a clean one. */
function editLink(text: string | null | undefined): string | undefined {
  const decoded: unknown = text ? vercelStegaDecode(text) : undefined
  return decoded &&
    typeof decoded === 'object' &&
    'href' in decoded &&
    typeof decoded.href === 'string'
    ? decodeURIComponent(decoded.href)
    : undefined
}

describe('draft-mode text from the embedded dataset', () => {
  it("links a story's title and text to their fields in the Studio", async () => {
    const { story, marked } = await markedStory('faces-of-accra')
    if (!story || !marked) throw new Error('no story')
    expect(marked.title).not.toBe(story.title)
    expect(editLink(marked.title)).toMatch(
      /^\/studio\/intent\/edit\/mode=presentation;id=story000001;type=story;path=title\b/,
    )
    const quote = marked.content?.find((block) => block._type === 'quoteBlock')
    // The same quote is in every story of the fixture: it is traced to this one.
    expect(editLink(quote && 'quote' in quote ? quote.quote : undefined)).toContain(
      'id=story000001;type=story;path=content[_key=="k3"].quote',
    )
  })

  it('leaves names, credits, places, alt texts and slugs clean', async () => {
    const { story, marked } = await markedStory('faces-of-accra')
    if (!story || !marked) throw new Error('no story')
    expect(marked.slug).toBe(story.slug)
    expect(marked.country).toBe(story.country)
    expect(marked.credits).toEqual(story.credits)
    expect(marked.cover.alt).toBe(story.cover.alt)
    expect(JSON.stringify(marked.storyTeller)).toBe(JSON.stringify(story.storyTeller))
  })

  it('cleans back to exactly the text', async () => {
    const { story, marked } = await markedStory('faces-of-accra')
    expect(stegaClean(marked)).toEqual(story)
  })
})
