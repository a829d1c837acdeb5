// @vitest-environment happy-dom
// A story's Languages panel in the Studio says, for every language, whether the story is published
// in it, begun (a draft) or not yet translated: read with the panel's own query over the sample,
// whose one draft translation is French.
import { studioTheme, ThemeProvider } from '@sanity/ui'
import { render, screen } from '@testing-library/react'
import { evaluate, parse } from 'groq-js'

import { CONTENT_LANGUAGES } from '@/sanity/i18n/languages'
import { storyLanguagesQuery } from '@/sanity/queries'
import { storyLanguageRows } from '@/sanity/components/story-language-rows'
import { StoryLanguageList } from '@/sanity/components/story-languages'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { DRAFT_TRANSLATION_LANGUAGE } from '@/sanity/sample/translate'
import type { StoryLanguagesQueryResult } from '@/sanity.types'
import { nonEmpty } from '@/tests/support/non-empty'

const documents = generateSampleDataset({ now: new Date('2026-12-01T00:00:00Z') }).filter(
  (document) => document._type === 'story' || document._type === 'translation.metadata',
)
const links = documents.flatMap((document) =>
  document._type === 'translation.metadata' ? [document] : [],
)

async function rowsOf(id: string) {
  const versions = (await (
    await evaluate(parse(storyLanguagesQuery), { dataset: documents, params: { id } })
  ).get()) as StoryLanguagesQueryResult
  return storyLanguageRows(versions, { language: 'en', title: 'Original', published: true })
}

describe('a story’s Languages panel', () => {
  it('lists every language: published, draft or not yet translated', async () => {
    const withDraft = links.find((link) =>
      link.translations.some(
        ({ language, value }) =>
          language === DRAFT_TRANSLATION_LANGUAGE &&
          !documents.some((document) => document._id === value?._ref),
      ),
    )
    const original = withDraft?.translations.find(({ language }) => language === 'en')?.value?._ref
    if (!withDraft || !original) throw new Error('The sample has no draft translation.')
    const rows = await rowsOf(original)
    const linked = new Set(withDraft.translations.map(({ language }) => language))

    expect(rows.map(({ id }) => id)).toEqual(CONTENT_LANGUAGES.map(({ id }) => id))
    const state = Object.fromEntries(rows.map(({ id, state }) => [id, state]))
    expect(state.en).toBe('published')
    expect(state[DRAFT_TRANSLATION_LANGUAGE]).toBe('draft')
    expect(rows.find(({ id }) => id === DRAFT_TRANSLATION_LANGUAGE)?.title).toBeTruthy()
    for (const { id } of nonEmpty(CONTENT_LANGUAGES.filter(({ id }) => !linked.has(id)))) {
      expect(state[id], id).toBe('missing')
    }
  })

  it('lists a story no one has translated as its own language alone', async () => {
    const linkedIds = new Set(
      links.flatMap(({ translations }) => translations.map(({ value }) => value?._ref)),
    )
    const alone = documents.find(
      (document) =>
        document._type === 'story' &&
        !document._id.startsWith('drafts.') &&
        !linkedIds.has(document._id),
    )
    if (!alone) throw new Error('Every sample story is translated.')
    const rows = await rowsOf(alone._id)
    expect(rows.filter(({ state }) => state !== 'missing').map(({ id }) => id)).toEqual(['en'])
  })

  it('shows each language by name with its state', () => {
    render(
      <ThemeProvider theme={studioTheme}>
        <StoryLanguageList
          rows={[
            { id: 'en', name: 'English', state: 'published', title: 'The indigo dyers' },
            { id: 'fr', name: 'Français', state: 'draft', title: 'Les teinturières' },
            { id: 'am', name: 'አማርኛ', state: 'missing' },
          ]}
        />
      </ThemeProvider>,
    )
    expect(screen.getByText('Published')).toBeTruthy()
    expect(screen.getByText('Draft')).toBeTruthy()
    expect(screen.getByText('Not yet translated')).toBeTruthy()
    expect(screen.getByText('Les teinturières').closest('[lang]')?.getAttribute('lang')).toBe('fr')
    expect(screen.getByText('አማርኛ')).toBeTruthy()
  })
})
