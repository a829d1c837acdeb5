import type { Metadata } from 'next'

import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { JsonLd } from '@/components/json-ld'
import { CategoryRows } from '@/components/home/category-rows'
import { isSaverMode } from '@/lib/data-saver'
import { localizedMetadata } from '@/lib/i18n/page-locale'
import { site } from '@/lib/site'
import { webSiteData } from '@/lib/structured-data'
import { getCategoriesWithStories, getFeaturedStories } from '@/sanity/content'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  return localizedMetadata({ description: site.description, path: '/' })
}

export default async function ExplorePage({ params }: PageProps<'/[locale]/[mode]'>) {
  const saver = isSaverMode((await params).mode)
  const [featured, categories] = await Promise.all([
    getFeaturedStories(),
    getCategoriesWithStories(),
  ])

  return (
    <>
      <JsonLd data={webSiteData()} />
      {/* The hero carries the visual weight; the page's one h1 names it for assistive tech. */}
      <h1 className="sr-only">Explore photo stories from across Africa</h1>
      <StoryHeroSlider stories={featured} options={{ subtitle: 'Featured story' }} saver={saver} />
      <div className={`${PAGE_BOX_CLASS} pt-12 pb-20 md:pt-20 md:pb-28`}>
        <p className="max-w-3xl font-display text-2xl leading-snug text-ink-soft md:text-3xl">
          Photo stories from across Africa: its places, its people and its light.
        </p>
        <CategoryRows categories={categories} saver={saver} />
      </div>
    </>
  )
}
