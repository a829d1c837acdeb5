// The webhook's projection (sanity/webhook.ts), as documented and as Sanity evaluates it: over a
// translation's publish it names every version's slug, and the route reads what it sends.
import { readFileSync } from 'node:fs'

import { evaluate, parse } from 'groq-js'

import type { SampleDocument, StoryDocument } from '@/sanity/sample/documents'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { tagsFor } from '@/sanity/tags'
import { parseChangedDocument, WEBHOOK_PROJECTION } from '@/sanity/webhook'
import { nonEmpty } from '@/tests/support/non-empty'

const documents: SampleDocument[] = generateSampleDataset({ now: new Date('2026-03-01T00:00:00Z') })

async function project(document: SampleDocument) {
  const tree = parse(WEBHOOK_PROJECTION, { mode: 'delta' })
  const value = await evaluate(tree, {
    dataset: documents,
    root: document,
    before: document,
    after: document,
  })
  return value.get()
}

describe('the webhook projection', () => {
  it('is the one the setup guide shows', () => {
    expect(readFileSync('docs/publishing-and-preview.md', 'utf8')).toContain(
      `\`\`\`groq\n${WEBHOOK_PROJECTION}\n\`\`\``,
    )
  })

  it('names a translation’s versions, whose pages the route then refreshes', async () => {
    const translation = documents.find(
      (doc): doc is StoryDocument => doc._type === 'story' && doc.language === 'fr',
    )
    if (!translation) throw new Error('No French translation in the sample')
    const meta = documents.find(
      (doc) =>
        doc._type === 'translation.metadata' &&
        doc.translations.some((entry) => entry.value?._ref === translation._id),
    )
    if (meta?._type !== 'translation.metadata') throw new Error('No metadata for it')
    const slugs = meta.translations.map(
      (entry) =>
        documents.find((doc): doc is StoryDocument => doc._id === entry.value?._ref)?.slug.current,
    )
    const sent = await project(translation)
    expect(sent.versionSlugs).toEqual(slugs)
    const parsed = parseChangedDocument(JSON.stringify(sent))
    if (!parsed.ok) throw new Error(parsed.message)
    const tags = tagsFor({ ...parsed.value, _id: translation._id })
    for (const slug of nonEmpty(slugs)) expect(tags).toContain(`story:${slug}`)
    // The metadata document itself names the same stories.
    expect((await project(meta)).versionSlugs).toEqual(slugs)
  })
})
