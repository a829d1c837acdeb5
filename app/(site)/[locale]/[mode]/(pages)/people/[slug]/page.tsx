import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/json-ld'
import { PersonHeader } from '@/components/people/person-header'
import { PersonPhotos } from '@/components/people/person-photos'
import { TitledSection } from '@/components/titled-section'
import { StoryGrid } from '@/components/story-card/story-grid'
import { isSaverMode } from '@/lib/data-saver'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { translator, type Translator } from '@/lib/i18n/translator'
import { STORY_TELLER_ROLE, type PersonRole } from '@/lib/people'
import { safeHref } from '@/lib/safe-href'
import { personData } from '@/lib/structured-data'
import { getPerson } from '@/sanity/content'
import { OG_IMAGE, shareImageUrl } from '@/sanity/image-url'
import { personSlugPath } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'
import { creditTitleName, listSeparator } from '@/lib/i18n/list-names'
import type { Locale } from '@/lib/i18n/locales'
import { genderSelect } from '@/lib/lists/grammatical-genders'

/** The one param the build renders: a 404 (no name slugifies to an underscore). */
const NOBODY = '_nobody'

/** The person at `slug`; null for the build's placeholder, without reading every story's names. */
const findPerson = async (slug: string, locale: Locale) =>
  slug === NOBODY ? null : getPerson(slug, locale)

/**
 * Never prerendered (a page per person named grows with the archive): each renders on first
 * request, is cached with the same tags, and is served from the cache after.
 */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
export const instant = false

export function generateStaticParams() {
  // The 'navigation' check needs one param.
  return [{ slug: NOBODY }]
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/people/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale()
  const found = await findPerson((await params).slug, locale)
  if (!found) notFound()
  const { person, profile } = found
  const portrait = profile?.portrait?.asset ? profile.portrait : null
  const t = translator(locale)
  return localizedMetadata({
    title: person.name,
    description:
      profile?.bio ??
      t('person.description', {
        name: person.name,
        roles: roleNames(person.roles, t, locale, profile?.gender).join(listSeparator(locale)),
        stories: found.stories.length,
      }),
    path: personSlugPath(person.slug),
    type: 'profile',
    // Their portrait, cropped around the face; without one, the site's card (pageMetadata's).
    images: portrait ? [{ url: shareImageUrl(portrait), ...OG_IMAGE, alt: portrait.alt }] : [],
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

export default async function PersonPage({ params }: PageProps<'/[locale]/[mode]/people/[slug]'>) {
  const { mode, slug } = await params
  const saver = isSaverMode(mode)
  const locale = await pageLocale()
  const found = await findPerson(slug, locale)
  if (!found) notFound()
  const { person, profile, stories, photos, photoCount } = found
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
          stories: stories.length,
          photos: photoCount,
        })}
        saver={saver}
        locale={locale}
      />
      {told.length > 0 && (
        <TitledSection
          id="told"
          title={t('person.told', { gender: genderSelect(profile?.gender) })}
        >
          <StoryGrid
            stories={told.map(({ card }) => card)}
            saver={saver}
            locale={locale}
            // The portrait is the page's LCP; without one, the first card's photograph.
            priority={!portrait}
          />
        </TitledSection>
      )}
      {crewed.length > 0 && (
        <TitledSection id="crew" title={t('person.crew')}>
          <StoryGrid
            stories={crewed.map(({ card }) => card)}
            saver={saver}
            locale={locale}
            priority={!portrait && told.length === 0}
          />
        </TitledSection>
      )}
      {photos.length > 0 && (
        <TitledSection id="photographs" title={t('person.photographs')}>
          <PersonPhotos
            photos={photos}
            saver={saver}
            locale={locale}
            priority={!portrait && stories.length === 0}
          />
        </TitledSection>
      )}
    </div>
  )
}
