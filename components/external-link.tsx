import type { ReactNode } from 'react'

type Props = { href: string; children: ReactNode; className?: string; 'aria-label'?: string }

/** A link off the site: a new tab that cannot reach back into ours, announced as such. */
export function ExternalLink({ href, children, className, 'aria-label': ariaLabel }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel ? `${ariaLabel} (opens in a new tab)` : undefined}
      className={className}
    >
      {children}
      {!ariaLabel && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}
