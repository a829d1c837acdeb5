import type { CSSProperties } from 'react'

import { Fact } from '@/components/fact'
import { PersonLinks } from '@/components/people/person-links'
import { SanityImage } from '@/components/images/sanity-image'
import { SiteLink } from '@/components/site-link'
import { portraitAlt } from '@/lib/portrait-alt'
import { safeHref } from '@/lib/safe-href'
import { languageOf } from '@/lib/i18n/content-language'
import { countryName } from '@/lib/i18n/country-names'
import { textDirection } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { Person } from '@/lib/people'
import type { PersonProfile } from '@/sanity/types'
import { countryPath } from '@/lib/routes'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { listSeparator, skillName } from '@/lib/i18n/list-names'

type Props = {
  person: Person
  /** Their roles, named in the page's language. */
  roles: string[]
  /** Their person document's profile; null for crew named only in credits. */
  profile: PersonProfile | null
  /** "Named on 3 stories, with 12 photographs to their name." */
  summary: string
}

// The portrait's column: the page's width on a phone (at most 24rem), PHOTO_BOXES.personPortrait's width from md.
const PORTRAIT_SIZES = `(min-width: 768px) ${PHOTO_BOXES.personPortrait.width}px, min(384px, calc(100vw - 40px))`

// From md the portrait has a column of its own, as wide as its largest image.
const PORTRAIT_COLUMN: CSSProperties & Record<'--portrait', string> = {
  '--portrait': `${PHOTO_BOXES.personPortrait.width}px`,
}

/** Who they are: portrait, roles, name, bio, and where they work, in what, and where else to find them. */
export async function PersonHeader({ person, roles, profile, summary }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const portrait = profile?.portrait?.asset ? profile.portrait : null
  // Links the page will not follow are left out (lib/safe-href.ts), and with them an empty fact.
  const links = (profile?.socialLinks ?? []).filter((link) => safeHref(link.url))
  const work = profile?.work ?? []
  const hasFacts = Boolean(profile?.country) || work.length > 0 || links.length > 0
  return (
    <header
      className={
        portrait
          ? 'grid gap-8 md:grid-cols-[var(--portrait)_minmax(0,1fr)] md:items-start md:gap-14'
          : 'max-w-3xl'
      }
      style={PORTRAIT_COLUMN}
    >
      {portrait && (
        <div className="max-w-sm overflow-hidden rounded-sm bg-paper-deep md:max-w-none">
          <SanityImage
            image={portrait}
            alt={portraitAlt(portrait.alt, person.name, locale)}
            {...PHOTO_BOXES.personPortrait}
            sizes={PORTRAIT_SIZES}
            priority
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </div>
      )}
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
          {roles.join(' · ')}
        </p>
        {/* The page's direction, the name isolated: a Latin name heads an Arabic page at its right. */}
        <h1
          dir={textDirection(locale)}
          className="mt-3 font-display text-5xl font-semibold tracking-tight text-balance md:text-7xl"
        >
          <bdi>{person.name}</bdi>
        </h1>
        {profile?.bio && (
          // A bio not yet translated shows the English, marked as such.
          <p
            className="mt-6 text-lg leading-relaxed text-ink md:text-xl"
            {...languageOf(profile.bioLanguage, locale)}
          >
            {profile.bio}
          </p>
        )}
        <p className="mt-4 text-ink-soft">{summary}</p>
        {hasFacts && (
          <dl className="mt-8 grid gap-x-6 gap-y-5 border-t border-ink/10 pt-6 text-sm sm:grid-cols-2">
            {profile?.country && (
              <Fact label={t('person.basedIn')}>
                <SiteLink
                  href={countryPath(profile.country)}
                  prefetch={false}
                  className="underline decoration-ink/30 underline-offset-4 hover:text-clay"
                >
                  {countryName(profile.country, locale)}
                </SiteLink>
              </Fact>
            )}
            {work.length > 0 && (
              <Fact label={t('person.worksIn')}>
                {work.map((skill) => skillName(skill, locale)).join(listSeparator(locale))}
              </Fact>
            )}
            {links.length > 0 && (
              <Fact label={t('person.links')} className="sm:col-span-2">
                <PersonLinks links={links} />
              </Fact>
            )}
          </dl>
        )}
      </div>
    </header>
  )
}
