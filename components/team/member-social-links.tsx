import { SocialIcon } from '@/components/social-icon'
import { socialLabel } from '@/lib/social'
import type { SocialLinkResult } from '@/sanity/types'

type Props = { name: string; links: SocialLinkResult[] }

/** A team member's profiles as icons, each named "<name> on <network>" for screen readers. */
export function MemberSocialLinks({ name, links }: Props) {
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1">
      {links.map((link) => (
        <li key={link._key}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${socialLabel(link.kind)}`}
            title={socialLabel(link.kind)}
            className="grid size-10 place-items-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-clay"
          >
            <SocialIcon kind={link.kind} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}
