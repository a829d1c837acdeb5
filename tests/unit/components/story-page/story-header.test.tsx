// @vitest-environment happy-dom
// Fields the schema leaves optional (credits, work skills, an asset's measured size) arrive as
// null from a query; the page then leaves that part out instead of failing.
import { render, screen } from '@testing-library/react'

import { SanityImage } from '@/components/images/sanity-image'
import { StoryCredits } from '@/components/story-page/story-credits'
import { StoryHeader } from '@/components/story-page/story-header'
import type { CreditResult, StoryDetail } from '@/sanity/types'

import { storyCard } from '@/tests/support/story-cards'
import { setRootLocale } from '@/tests/support/root-params'
import { resolveServer } from '@/tests/support/server-tree'

function storyDetail(
  fields: Pick<StoryDetail, 'work' | 'credits'> & Partial<Pick<StoryDetail, 'tellerGender'>>,
): StoryDetail {
  const card = storyCard(1)
  const cover = {
    ...card.cover,
    caption: null,
    place: null,
    credit: null,
    copyrightNotice: null,
    license: null,
  }
  return {
    ...card,
    cover,
    categoryId: 'category-1',
    originalId: null,
    tellerGender: null,
    updatedAt: card.publishedOn,
    content: [],
    ...fields,
  }
}

describe('the story teller, in words that agree with them', () => {
  // On a French page.
  beforeEach(() => setRootLocale('fr'))

  it.each([
    ['feminine', 'Conteuse'],
    ['masculine', 'Conteur'],
    [null, 'Récit'],
  ] as const)('in French, with the gender %s: “%s”', async (tellerGender, label) => {
    render(
      await resolveServer(
        <StoryHeader story={storyDetail({ work: null, credits: null, tellerGender })} />,
      ),
    )
    expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument()
  })

  it('names the read time once: the label, then the minutes', async () => {
    render(await resolveServer(<StoryHeader story={storyDetail({ work: null, credits: null })} />))
    const label = screen.getByText('Temps de lecture', { selector: 'dt' })
    expect(label.nextElementSibling?.textContent).toMatch(/^\d+\s*min$/)
  })
})

describe('optional story fields', () => {
  it('lists the work skills only when the story has some', async () => {
    const { unmount } = render(
      await resolveServer(
        <StoryHeader story={storyDetail({ work: ['Photography', 'Lighting'], credits: null })} />,
      ),
    )
    expect(screen.getByRole('list', { name: 'Work' })).toHaveTextContent('Lighting')
    unmount()
    render(await resolveServer(<StoryHeader story={storyDetail({ work: null, credits: null })} />))
    expect(screen.queryByRole('list', { name: 'Work' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Story title 1')
  })

  it('shows the credits section only when there is someone to credit', async () => {
    const credits: CreditResult[] = [{ _key: 'c1', title: 'Photography', content: 'Ama Mensah' }]
    const { unmount } = render(
      await resolveServer(<StoryCredits storyTeller={null} credits={credits} />),
    )
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ama Mensah' })).toBeInTheDocument()
    unmount()
    const { container } = render(
      await resolveServer(<StoryCredits storyTeller={null} credits={null} />),
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('names each person once, with every role they held', async () => {
    const credits: CreditResult[] = [
      { _key: 'c1', title: 'Photography', content: 'Ama Mensah' },
      { _key: 'c2', title: 'Photo Editing', content: 'Kofi Boateng' },
      { _key: 'c3', title: 'Color Grading', content: 'ama  mensah' },
    ]
    render(await resolveServer(<StoryCredits storyTeller="Ama Mensah" credits={credits} />))
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const names = screen.getAllByRole('definition').map((name) => name.textContent)
    expect(names).toEqual(['Ama Mensah', 'Kofi Boateng'])
    expect(terms).toEqual(['Storyteller, Photography, Color Grading', 'Photo Editing'])
  })

  it('shows a photograph whose asset has no measured size at 3:2, without a placeholder colour', async () => {
    const { cover } = storyCard(1)
    render(
      await resolveServer(
        <SanityImage
          image={{ ...cover, asset: { ...cover.asset, metadata: null } }}
          width={600}
          sizes="600px"
        />,
      ),
    )
    const image = screen.getByRole('img', { name: 'Cover 1' })
    expect(image).toHaveAttribute('width', '600')
    expect(image).toHaveAttribute('height', '400')
    expect(image.getAttribute('style') ?? '').not.toContain('background')
  })
})
