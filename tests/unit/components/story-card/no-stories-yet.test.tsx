// @vitest-environment happy-dom
// Before the first story is published (an empty dataset), every list says so in a sentence a
// visitor understands, instead of an empty grid, an empty carousel or filters with no choices.
import { render, screen, within } from '@testing-library/react'

import { CrewList } from '@/components/community/crew-list'
import { RecentWork } from '@/components/community/recent-work'
import { StoryTellerList } from '@/components/community/story-teller-list'
import { heroWords } from '@/components/hero/hero-options'
import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { translator } from '@/lib/i18n/translator'
import { facetPairs, facetSummary } from '@/lib/story-facets'
import { StoryBrowser } from '@/components/browse/story-browser'
import { CategoryRows } from '@/components/home/category-rows'
import { LatestList } from '@/components/latest/latest-list'
import type { StoryBrowserData } from '@/sanity/content'
import type { CategoryWithStories } from '@/sanity/types'

import { stubIntersectionObserver, stubMatchMedia } from '@/tests/support/dom-stubs'
import { storyCard } from '@/tests/support/story-cards'
import { resolveServer } from '@/tests/support/server-tree'

/** The slider's words as an English page gives them. */
const HERO_WORDS = heroWords(translator('en'))

// What getStoryBrowser answers over a dataset without stories.
const noStories: StoryBrowserData = {
  stories: [],
  total: 0,
  facets: facetSummary(facetPairs([]), { category: '', country: '' }),
  categories: [
    {
      _id: 'category-portrait',
      title: 'Portrait',
      slug: 'portrait',
      cover: storyCard(1).cover,
      storyCount: 0,
    },
  ],
}

beforeEach(() => {
  stubMatchMedia(false)
  stubIntersectionObserver()
})
afterEach(() => vi.unstubAllGlobals())

/** The empty state: its heading, and a way on to the team page, which has content. */
function expectNoStoriesYet(level: 2 | 3 = 2) {
  const heading = screen.getByRole('heading', { name: 'No stories yet', level })
  expect(heading.parentElement).toHaveTextContent('Our first photo stories are on their way.')
  expect(screen.getByRole('link', { name: 'Meet the team' })).toHaveAttribute(
    'href',
    '/theruumafrica',
  )
}

describe('with no stories yet', () => {
  it('the home page rows say so; with stories they show them instead', async () => {
    const { unmount } = render(await resolveServer(<CategoryRows categories={[]} />))
    expectNoStoriesYet()
    unmount()
    const story = storyCard(1)
    const category: CategoryWithStories = {
      _id: 'c1',
      title: 'Portrait',
      slug: 'portrait',
      cover: story.cover,
      stories: [story],
    }
    render(await resolveServer(<CategoryRows categories={[category]} />))
    expect(screen.getByRole('heading', { name: 'Portrait', level: 2 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'No stories yet' })).toBeNull()
  })

  it('the home page has no hero slider', async () => {
    const { container } = render(
      await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={[]} />),
    )
    expect(screen.queryByRole('region', { name: 'Featured stories' })).toBeNull()
    expect(container).toBeEmptyDOMElement()
  })

  it('the Latest list says so instead of an empty list', async () => {
    const { unmount } = render(await resolveServer(<LatestList stories={[]} />))
    expectNoStoriesYet()
    expect(screen.queryByRole('list')).toBeNull()
    unmount()
    render(await resolveServer(<LatestList stories={[storyCard(1), storyCard(2)]} />))
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2)
  })

  it('the Stories browser says so and offers no filters, even with one in the URL', async () => {
    for (const filter of [
      { category: '', country: '' },
      { category: 'portrait', country: 'Ghana' },
    ]) {
      const { unmount } = render(
        await resolveServer(<StoryBrowser filter={filter} page={1} data={noStories} />),
      )
      expectNoStoriesYet()
      expect(screen.queryByRole('combobox')).toBeNull()
      expect(screen.queryByText('0 stories')).toBeNull()
      unmount()
    }
  })

  it("the community page's recent work says so, under its own section heading", async () => {
    render(await resolveServer(<RecentWork stories={[]} />))
    expectNoStoriesYet(3)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('the community page says when its story tellers and crew will appear', async () => {
    render(
      await resolveServer(
        <>
          <StoryTellerList storyTellers={[]} />
          <CrewList crew={[]} />
        </>,
      ),
    )
    expect(screen.getByText('Storytellers appear here with their first story.')).toBeVisible()
    expect(
      screen.getByText('The photographers, editors and crew appear here with the first story.'),
    ).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('term')).toBeNull()
  })
})
