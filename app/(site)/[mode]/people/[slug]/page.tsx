import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/json-ld'
import { PersonPhotos } from '@/components/people/person-photos'
import { StoryGrid } from '@/components/story-card/story-grid'
import { isSaverMode } from '@/lib/data-saver'
import { pageMetadata } from '@/lib/page-metadata'
import { STORY_TELLER_ROLE } from '@/lib/people'
import { personData } from '@/lib/structured-data'
import { getPeopleSlugs, getPerson } from '@/sanity/content'

/** Built for everyone named when the site is built; someone newly named renders on first request. */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
export const instant = false

export async function generateStaticParams() {
  const slugs = await getPeopleSlugs()
  // The 'navigation' check needs one param even before anyone is named: that one is a 404.
  return (slugs.length > 0 ? slugs : ['nobody-yet']).map((slug) => ({ slug }))
}

export async function generateMetadata({
  params,
}: PageProps<'/[mode]/people/[slug]'>): Promise<Metadata> {
  const found = await getPerson((await params).slug)
  if (!found) notFound()
  const { person } = found
  return pageMetadata({
    title: person.name,
    description: `${person.name}: ${person.roles.join(', ')} on ${storyCountText(person.stories.length)} at The Ruum Africa.`,
    path: `/people/${person.slug}`,
    type: 'profile',
  })
}

const storyCountText = (count: number) => `${count} ${count === 1 ? 'story' : 'stories'}`

export default async function PersonPage({ params }: PageProps<'/[mode]/people/[slug]'>) {
  const { mode, slug } = await params
  const saver = isSaverMode(mode)
  const found = await getPerson(slug)
  if (!found) notFound()
  const { person, stories, photos, photoCount } = found
  const told = stories.filter(({ roles }) => roles.includes(STORY_TELLER_ROLE))
  const crewed = stories.filter(({ roles }) => !roles.includes(STORY_TELLER_ROLE))
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16">
      <JsonLd data={personData(person)} />
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
          {person.roles.join(' · ')}
        </p>
        <h1 className="mt-3 font-display text-5xl font-semibold tracking-tight md:text-7xl">
          {person.name}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">
          Named on {storyCountText(stories.length)}
          {photoCount > 0 &&
            `, with ${photoCount} ${photoCount === 1 ? 'photograph' : 'photographs'} to their name`}
          .
        </p>
      </header>
      {told.length > 0 && (
        <section aria-labelledby="told" className="mt-14">
          <h2 id="told" className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
            Stories told
          </h2>
          <div className="mt-8">
            <StoryGrid stories={told.map(({ card }) => card)} saver={saver} />
          </div>
        </section>
      )}
      {photos.length > 0 && (
        <section aria-labelledby="photographs" className="mt-16">
          <h2
            id="photographs"
            className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold"
          >
            Photographs
          </h2>
          <div className="mt-8">
            <PersonPhotos photos={photos} saver={saver} priority={told.length === 0} />
          </div>
        </section>
      )}
      {crewed.length > 0 && (
        <section aria-labelledby="crew" className="mt-16">
          <h2 id="crew" className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
            In the crew
          </h2>
          <div className="mt-8">
            <StoryGrid
              stories={crewed.map(({ card }) => card)}
              saver={saver}
              priority={told.length === 0 && photos.length === 0}
            />
          </div>
        </section>
      )}
    </div>
  )
}
