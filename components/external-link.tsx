import type { ReactNode } from 'react'

import { safeHref } from '@/lib/safe-href'

type Props = {
  href: string
  children: ReactNode
  className?: string
  'aria-label'?: string
  title?: string
  /** "(opens in a new tab)" in the page's language (`link.newTab`), said after the link's name. */
  newTab: string
}

/**
 * A link off the site: a new tab that cannot reach back into ours, announced as such. Only
 * http(s) and mailto addresses become links (see lib/safe-href.ts); any other is not followed.
 */
export function ExternalLink({
  href,
  children,
  className,
  'aria-label': ariaLabel,
  title,
  newTab,
}: Props) {
  const safe = safeHref(href)
  if (!safe) {
    // A text link keeps its words, unstyled so it does not pass for a link or a button. An
    // icon-only link (named by aria-label) would be a bare icon that says nothing: leave it out.
    return ariaLabel ? null : <span>{children}</span>
  }
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      {...(ariaLabel && { 'aria-label': `${ariaLabel} ${newTab}` })}
      {...(title && { title })}
      className={className}
    >
      {children}
      {!ariaLabel && <span className="sr-only"> {newTab}</span>}
    </a>
  )
}
