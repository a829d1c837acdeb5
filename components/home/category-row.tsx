import { Reveal } from '@/components/motion/reveal'
import { StoryCard } from '@/components/story-card/story-card'
import { pageGridSizes } from '@/lib/grid-sizes'
import { pageTranslator } from '@/lib/i18n/page-locale'
import type { CategoryWithStories } from '@/sanity/types'
import { storiesHref } from '@/lib/routes'
import { PlainLink } from '@/components/plain-link'
import { NearPhotos } from '@/components/images/near-photos'

// A card of the row below, in the home page's box (PAGE_BOX_CLASS): 78% of a phone's
// width in a sideways-scrolling row, then a column of a grid of 2, then of 3 or 4.
const rowSizes = (wide: number) =>
  pageGridSizes({ phone: { columns: 1, gap: 0, share: 0.78 }, wide, gap: 24 })
const threeColumnSizes = rowSizes(3)
const fourColumnSizes = rowSizes(4)

type Props = { category: CategoryWithStories }

export async function CategoryRow({ category }: Props) {
  const t = await pageTranslator()
  const headingId = `category-${category.slug}`
  // Four cards fill a row of four rather than leaving one alone under a row of three.
  const wide = category.stories.length % 4 === 0 ? 4 : 3
  const wideColumns = wide === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <section aria-labelledby={headingId} className="mt-16 md:mt-24">
      <Reveal className="row-head">
        <h2 id={headingId} className="row-title">
          {category.title}
        </h2>
        <PlainLink
          href={storiesHref({ category: category.slug, country: '' })}
          className="row-more"
        >
          {t('home.allInCategory', { category: category.title.toLowerCase() })}
          <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
            →
          </span>
        </PlainLink>
      </Reveal>
      {/* On phones a row scrolls sideways (a page of stacked cards would be endless); wider, a grid.
          A card's photograph beside the one in view loads as the reader swipes near it. */}
      <NearPhotos className={`card-row ${wideColumns}`}>
        {category.stories.map((story, index) => (
          // Cards in a row arrive one after another.
          <Reveal
            key={story._id}
            delay={(index % 3) * 0.08}
            // Off to the side or further down: fetched only near the screen (app/globals.css).
            className="row-card defer-offscreen"
          >
            {/* Every row is below the hero, the first screen: in data saver mode, photos on tap. */}
            <StoryCard
              story={story}
              sizes={wide === 4 ? fourColumnSizes : threeColumnSizes}
              onTap
              showCategory={false}
              deferred={index > 0}
            />
          </Reveal>
        ))}
      </NearPhotos>
    </section>
  )
}
