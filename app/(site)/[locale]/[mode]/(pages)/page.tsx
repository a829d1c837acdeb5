import type { Metadata } from 'next'

import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { JsonLd } from '@/components/json-ld'
import { CategoryRows } from '@/components/home/category-rows'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { heroWords } from '@/components/hero/hero-options'
import { webSiteData } from '@/lib/structured-data'
import { getCategoriesWithStories, getFeaturedStories } from '@/sanity/content'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return localizedMetadata({ description: t('home.description'), path: '/' })
}

export default async function ExplorePage() {
  const locale = await pageLocale()
  const t = translator(locale)
  const [featured, categories] = await Promise.all([
    getFeaturedStories(locale),
    getCategoriesWithStories(locale),
  ])

  return (
    <>
      <JsonLd data={webSiteData()} />
      {/* The hero carries the visual weight; the page's one h1 names it for assistive tech. */}
      <h1 className="sr-only">{t('home.heading')}</h1>
      <StoryHeroSlider
        stories={featured}
        options={{ subtitle: t('hero.featured') }}
        words={heroWords(t)}
      />
      <div className={`${PAGE_BOX_CLASS} pt-12 pb-20 md:pt-20 md:pb-28`}>
        <p className="max-w-3xl font-display text-2xl leading-snug text-ink-soft md:text-3xl">
          {t('home.intro')}
        </p>
        <CategoryRows categories={categories} />
      </div>
    </>
  )
}
