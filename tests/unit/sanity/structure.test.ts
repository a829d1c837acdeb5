// The Studio's "To translate" lists run this filter: each language's list is exactly the
// originals with no version in it, published or begun, as the sample's translation.metadata
// documents link them (a draft French translation is being worked on: not listed).
import { evaluate, parse } from 'groq-js'

import { FIELD_TRANSLATION_LANGUAGES } from '@/sanity/i18n/languages'
import { untranslatedStoriesFilter } from '@/sanity/queries'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { publishedStories, translatedStories } from '@/tests/support/dataset'

// Stories and their links only: groq-js tests the filter's subquery on every document.
const documents = generateSampleDataset({ now: new Date('2026-12-01T00:00:00Z') }).filter(
  (document) =>
    (document._type === 'story' || document._type === 'translation.metadata') &&
    !document._id.startsWith('drafts.') &&
    !document._id.startsWith('versions.'),
)

describe('the Studio’s stories to translate', () => {
  it.each(FIELD_TRANSLATION_LANGUAGES.map(({ id }) => id))(
    'lists, for %s, every original without a version in it',
    async (language) => {
      const query = parse(`*[${untranslatedStoriesFilter}]._id`)
      const listed: string[] = await (
        await evaluate(query, { dataset: documents, params: { language } })
      ).get()
      const begun = new Set(
        documents.flatMap((document) =>
          document._type === 'translation.metadata' &&
          document.translations.some((entry) => entry.language === language)
            ? document.translations.map((entry) => entry.value?._ref ?? '')
            : [],
        ),
      )
      const originals = publishedStories(documents).map(({ _id }) => _id)
      // Some are translated (published versions), so the list leaves some out.
      expect(translatedStories(language, documents).length).toBeGreaterThan(0)
      expect(listed.sort()).toEqual(originals.filter((id) => !begun.has(id)).sort())
    },
  )
})
