import { ExternalLink } from '@/components/external-link'
import { SocialIcon } from '@/components/social-icon'
import { safeHref } from '@/lib/safe-href'
import { socialLabel } from '@/lib/social'
import { pageTranslator } from '@/lib/i18n/page-locale'
import type { SocialLinkResult } from '@/sanity/types'

type Props = { name: string; links: SocialLinkResult[] }

/** A team member's profiles as icons, each named "<name> on <network>" in the page's language for screen readers. */
export async function MemberSocialLinks({ name, links }: Props) {
  const t = await pageTranslator()
  // ExternalLink leaves out an icon link it will not follow; drop its list item with it.
  const profiles = links.filter((link) => safeHref(link.url))
  if (profiles.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1">
      {profiles.map((link) => (
        <li key={link._key}>
          <ExternalLink
            href={link.url}
            aria-label={t('link.onNetwork', { name, network: socialLabel(link.kind, t) })}
            title={socialLabel(link.kind, t)}
            newTab={t('link.newTab')}
            className="grid size-10 place-items-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-clay"
          >
            <SocialIcon kind={link.kind} className="size-5" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
