import { PageFrame } from '@/components/layout/page-frame'
import { pageLocale } from '@/lib/i18n/page-locale'
import { isPlaceholderSlug } from '@/lib/story-params'
import { storyPath } from '@/lib/routes'
import { versionPaths } from '@/lib/story-versions'
import { getStoryRoute } from '@/sanity/content'

/**
 * A story and, over it, the photo viewer (@modal): a link to `photos/<n>` followed in the browser
 * opens the viewer (@modal/(.)photos/[n]); the same URL loaded directly is the photo's own page.
 * The header is framed here, with the story's versions, so the language links lead to each
 * language's own slug without a script and without a redirect.
 */
/** As the story page ([mode]/layout.tsx says why there is no shared shell). */
export const instant = false

export default async function StoryLayout({
  children,
  modal,
  params,
}: LayoutProps<'/[locale]/[mode]/stories/[slug]'>) {
  const { slug } = await params
  // The page's own lookup (cached): null or a redirect there, and the page says so itself.
  const route = isPlaceholderSlug(slug) ? null : await getStoryRoute(slug, await pageLocale())
  const paths = route && 'versions' in route ? versionPaths(route.versions, storyPath) : undefined
  return (
    <PageFrame paths={paths}>
      {children}
      {modal}
    </PageFrame>
  )
}
