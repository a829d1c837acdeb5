import { portraitAlt } from '@/lib/portrait-alt'
import { CardPhoto } from '@/components/images/card-photo'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { MemberSocialLinks } from '@/components/team/member-social-links'
import { pageGridSizes } from '@/lib/grid-sizes'
import { personName } from '@/lib/people'
import { languageOf, otherLanguage } from '@/lib/i18n/content-language'
import { textDirection } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import type { TeamMember } from '@/sanity/types'

// A column of the team grid (theruumafrica/page.tsx: the page box, gap-x-8).
const portraitSizes = pageGridSizes({ wide: 3, gap: 32 })

/** A portrait, then name, role, a short bio and the member's social profiles. */
type Props = {
  member: TeamMember
  /** Only the first card: its portrait is the page's LCP. */
  priority?: boolean
  /** In data saver mode, below the first screen: the portrait loads when tapped. */
  onTap?: boolean
}

export async function TeamMemberCard({ member, priority = false, onTap = false }: Props) {
  const locale = await pageLocale()
  const name = personName(member)
  return (
    <article>
      <CardPhoto
        image={member.portrait}
        alt={portraitAlt(member.portrait.alt, name, locale)}
        box={PHOTO_BOXES.teamCard}
        sizes={portraitSizes}
        priority={priority}
        onTap={onTap}
      />
      {/* The page's direction, the name isolated: a Latin name at an Arabic card's right. */}
      <h2 dir={textDirection(locale)} className="mt-5 font-display text-2xl font-semibold">
        <bdi>{name}</bdi>
      </h2>
      {/* A role or bio not yet translated shows the English, marked as such. */}
      <p
        className="mt-1 text-xs font-semibold tracking-[0.2em] text-clay uppercase"
        {...otherLanguage(member.roleLanguage, locale)}
      >
        {member.role}
      </p>
      <p className="mt-4 leading-relaxed text-ink-soft" {...languageOf(member.bioLanguage, locale)}>
        {member.bio}
      </p>
      <div className="-ms-2.5 mt-4">
        <MemberSocialLinks name={name} links={member.socialLinks ?? []} />
      </div>
    </article>
  )
}
