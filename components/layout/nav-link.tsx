'use client'

import { SiteLink } from '@/components/site-link'
import { useSitePathname } from '@/components/use-site-pathname'
import { isActivePath } from '@/lib/nav'

type Props = { href: string; label: string; className?: string; onNavigate?: () => void }

/** A header link that marks itself as the current page by its path rule (isActivePath). */
export function NavLink({ href, label, className = '', onNavigate }: Props) {
  const active = isActivePath(useSitePathname(), href)
  return (
    <SiteLink
      href={href}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`${className} transition-colors hover:text-clay ${
        active ? 'text-clay underline decoration-2 underline-offset-8' : ''
      }`}
    >
      {label}
    </SiteLink>
  )
}
