import { ExternalLink } from '@/components/external-link'
import { SocialIcon } from '@/components/social-icon'
import { safeHref } from '@/lib/safe-href'
import { socialLabel } from '@/lib/social'
import { pageTranslator } from '@/lib/i18n/page-locale'
import type { SocialLinkResult } from '@/sanity/types'

type Props = { links: SocialLinkResult[] }

/**
 * A person's website and profiles on their page, each its network's icon and name ("Instagram",
 * "Website"): words, where the team cards have room only for icons.
 */
export async function PersonLinks({ links }: Props) {
  const t = await pageTranslator()
  const profiles = links.filter((link) => safeHref(link.url))
  if (profiles.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {profiles.map((link) => (
        <li key={link._key}>
          <ExternalLink
            href={link.url}
            newTab={t('link.newTab')}
            className="inline-flex items-center gap-1.5 underline decoration-ink/30 underline-offset-4 hover:text-clay"
          >
            <SocialIcon kind={link.kind} className="size-4 shrink-0" />
            {socialLabel(link.kind, t)}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
