import { SanityImage } from '@/components/sanity-image'
import { MemberSocialLinks } from '@/components/team/member-social-links'
import type { TeamMember } from '@/sanity/types'

/** A portrait, then name, role, a short bio and the member's social profiles. */
type Props = {
  member: TeamMember
  /** Only the first card: its portrait is the page's LCP. */
  priority?: boolean
  /** Data saver mode (lib/data-saver.ts). */
  saver?: boolean
}

export function TeamMemberCard({ member, priority = false, saver = false }: Props) {
  const name = `${member.firstName} ${member.lastName}`
  return (
    <article>
      <div className="overflow-hidden rounded-sm bg-paper-deep">
        <SanityImage
          image={member.portrait}
          width={480}
          height={600}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 90vw"
          priority={priority}
          saver={saver}
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </div>
      <h2 className="mt-5 font-display text-2xl font-semibold">{name}</h2>
      <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-clay uppercase">
        {member.role}
      </p>
      <p className="mt-4 leading-relaxed text-ink-soft">{member.bio}</p>
      <div className="mt-4 -ml-2.5">
        <MemberSocialLinks name={name} links={member.socialLinks ?? []} />
      </div>
    </article>
  )
}
