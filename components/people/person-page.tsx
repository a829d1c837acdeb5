// A person's page, one page of their work at a time: the routes `/people/<slug>` (page 1) and
// its internal `/people/<slug>/<page>` (lib/list-pages.ts personPagePath) both render it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { portraitAlt } from '@/lib/portrait-alt'
import { PageLinks } from '@/components/paging/page-links'

import { JsonLd } from '@/components/json-ld'
import { PersonHeader } from '@/components/people/person-header'
import { PersonPhotos } from '@/components/people/person-photos'
import { TitledSection } from '@/components/titled-section'
import { StoryGrid } from '@/components/story-card/story-grid'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { translator, type Translator } from '@/lib/i18n/translator'
import { STORY_TELLER_ROLE, type PersonRole } from '@/lib/people'
import { safeHref } from '@/lib/safe-href'
import { personData } from '@/lib/structured-data'
import { getPerson } from '@/sanity/content'
import { OG_IMAGE, shareImageUrl } from '@/sanity/image-url'
import { personHref } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'
import { creditTitleName, listSeparator } from '@/lib/i18n/list-names'
import type { Locale } from '@/lib/i18n/locales'
import { genderSelect } from '@/lib/lists/grammatical-genders'

/** The one param the build renders: a 404 (no name slugifies to an underscore). */
export const NOBODY = '_nobody'

/**
 * Page `page` of the person at `slug`; null for the build's placeholder, without reading every
 * story's names.
 */
const findPerson = async (slug: string, locale: Locale, page: number) =>
  slug === NOBODY ? null : getPerson(slug, locale, page)

/** A person's page's metadata: page 1 is titled with their name alone. */
export async function personMetadata(slug: string, page: number): Promise<Metadata> {
  const locale = await pageLocale()
  const found = await findPerson(slug, locale, page)
  if (!found) notFound()
  const { person, profile } = found
  const portrait = profile?.portrait?.asset ? profile.portrait : null
  const t = translator(locale)
  return localizedMetadata({
    title: page === 1 ? person.name : t('person.titlePage', { name: person.name, page }),
    description:
      profile?.bio ??
      t('person.description', {
        name: person.name,
        roles: roleNames(person.roles, t, locale, profile?.gender).join(listSeparator(locale)),
        stories: found.storyCount,
      }),
    path: personHref(person.slug, page),
    type: 'profile',
    // Their portrait, cropped around the face; without one, the site's card (pageMetadata's).
    images: portrait
      ? [
          {
            url: shareImageUrl(portrait),
            ...OG_IMAGE,
            alt: portraitAlt(portrait.alt, person.name, locale),
          },
        ]
      : [],
  })
}

/** Their roles as the page names them: the site's own "Story teller" in its language. */
const roleNames = (
  roles: readonly PersonRole[],
  t: Translator,
  locale: Locale,
  gender: string | null | undefined,
) =>
  roles.map((role) =>
    role === STORY_TELLER_ROLE
      ? t('story.teller', { gender: genderSelect(gender) })
      : creditTitleName(role, locale),
  )

/**
 * Page `page` of a person's work: who they are, then that page's stories (those they told, then
 * those they crewed) and photographs, STORIES_PER_PAGE of each (lib/people.ts personPageCount),
 * and links to the other pages.
 */
export async function PersonPage({ slug, page }: { slug: string; page: number }) {
  const locale = await pageLocale()
  const found = await findPerson(slug, locale, page)
  if (!found) notFound()
  const { person, profile, stories, photos, storyCount, photoCount, pages } = found
  const portrait = profile?.portrait?.asset ? profile.portrait : null
  const t = translator(locale)
  const told = stories.filter(({ roles }) => roles.includes(STORY_TELLER_ROLE))
  const crewed = stories.filter(({ roles }) => !roles.includes(STORY_TELLER_ROLE))
  return (
    <div className={PAGE_CLASS}>
      <JsonLd
        data={personData({
          ...person,
          bio: profile?.bio,
          country: profile?.country,
          image: portrait && shareImageUrl(portrait),
          work: profile?.work,
          links: (profile?.socialLinks ?? []).flatMap(({ url }) => safeHref(url) ?? []),
        })}
      />
      <PersonHeader
        person={person}
        roles={roleNames(person.roles, t, locale, profile?.gender)}
        profile={profile}
        summary={t('person.summary', {
          gender: genderSelect(profile?.gender),
          stories: storyCount,
          photos: photoCount,
        })}
      />
      {told.length > 0 && (
        <TitledSection
          id="told"
          title={t('person.told', { gender: genderSelect(profile?.gender) })}
        >
          <StoryGrid
            stories={told.map(({ card }) => card)}
            // The portrait is the page's LCP; without one, the first card's photograph.
            priority={!portrait}
          />
        </TitledSection>
      )}
      {crewed.length > 0 && (
        <TitledSection id="crew" title={t('person.crew')}>
          <StoryGrid
            stories={crewed.map(({ card }) => card)}
            priority={!portrait && told.length === 0}
          />
        </TitledSection>
      )}
      {photos.length > 0 && (
        <TitledSection id="photographs" title={t('person.photographs')}>
          <PersonPhotos photos={photos} priority={!portrait && stories.length === 0} />
        </TitledSection>
      )}
      <PageLinks page={page} count={pages} href={(n) => personHref(person.slug, n)} />
    </div>
  )
}
