import Link from 'next/link'

import { SanityImage } from '@/components/sanity-image'
import { StoryMeta } from '@/components/story/story-meta'
import type { StoryCard } from '@/sanity/types'

/** The newest story, large: its cover is the page's LCP image, so it alone loads eagerly. */
export function LeadStory({ story }: { story: StoryCard }) {
  return (
    <article className="group relative grid items-center gap-8 md:grid-cols-[3fr_2fr] md:gap-12">
      <div className="overflow-hidden rounded-sm bg-paper-deep">
        <SanityImage
          image={story.cover}
          width={861}
          height={1077}
          sizes="(min-width: 1280px) 740px, (min-width: 768px) 58vw, 100vw"
          preload
          className="aspect-[4/5] h-auto w-full object-cover md:aspect-[5/4]"
        />
      </div>
      <div>
        {story.category && (
          <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
            {story.category.title}
          </p>
        )}
        <h2 className="mt-3 font-display text-4xl leading-tight font-semibold text-balance md:text-5xl">
          <Link href={`/stories/${story.slug}`} className="after:absolute after:inset-0">
            {story.title}
          </Link>
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{story.description}</p>
        <div className="mt-5">
          <StoryMeta story={story} />
        </div>
      </div>
    </article>
  )
}
