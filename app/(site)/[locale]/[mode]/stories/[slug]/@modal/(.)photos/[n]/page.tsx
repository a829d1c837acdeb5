import { viewerWords } from '@/components/photo-viewer/viewer-words'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { PhotoStage } from '@/components/photo-viewer/photo-stage'
import { PhotoViewer } from '@/components/photo-viewer/photo-viewer'
import { isPlaceholderSlug, PLACEHOLDER_SLUG } from '@/lib/story-params'
import { photoNumber, storyPhotos } from '@/lib/story-photos'
import { getStoryFor } from '@/sanity/content'
import { photoPath } from '@/lib/routes'

type Props = { params: Promise<{ mode: string; slug: string; n: string }> }

/** Rendered when a reader opens a photo, never at build time (as ../../../photos/[n]/page.tsx). */
export function generateStaticParams() {
  return [{ slug: PLACEHOLDER_SLUG, n: '1' }]
}

export const ensureStatic = 'navigation'

/**
 * The viewer over the story, opened from one of its photographs (see ../../../layout.tsx). Only
 * a click in the browser reaches it, so its URL data is read behind <Suspense>: the story stays
 * as it is until the viewer arrives, and the route keeps one shell for every photo link.
 */
export default function PhotoViewerModal({ params }: Props) {
  return (
    <Suspense fallback={null}>
      <Viewer params={params} />
    </Suspense>
  )
}

async function Viewer({ params }: Props) {
  const { slug, n } = await params
  const number = photoNumber(n)
  const locale = await pageLocale()
  const found =
    number === undefined || isPlaceholderSlug(slug) ? null : await getStoryFor(slug, locale)
  // The viewer opens over the story page, which sent a reader at another version's address on.
  const story = found && 'story' in found ? found.story : null
  const photos = story ? storyPhotos(story) : []
  if (!story || number === undefined || number > photos.length) notFound()
  const slides = photos.map((photo, index) => ({
    href: photoPath(story.slug, index + 1),
    figure: <PhotoStage photo={photo} country={story.country} place="dialog" />,
  }))
  return (
    <PhotoViewer
      slides={slides}
      start={number - 1}
      title={story.title}
      words={viewerWords(translator(locale))}
    />
  )
}
