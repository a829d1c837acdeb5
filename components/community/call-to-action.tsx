import type { ReactNode } from 'react'

import { ExternalLink } from '@/components/external-link'

type Props = {
  href: string
  children: ReactNode
  variant?: 'solid' | 'outline'
  /** `link.newTab` in the page's language. */
  newTab: string
}

/** An external call to action (a form, a chat invite): opens in a new tab and says so. */
export function CallToAction({ href, children, variant = 'solid', newTab }: Props) {
  const look =
    variant === 'solid'
      ? 'bg-ink text-paper hover:bg-clay'
      : 'border border-ink/30 text-ink hover:border-clay hover:text-clay'
  return (
    <ExternalLink
      href={href}
      newTab={newTab}
      className={`inline-flex items-center gap-2 rounded-full px-6 py-3 font-medium transition ${look}`}
    >
      {children}
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
        <path d="M7 17L17 7M9 7h8v8" stroke="currentColor" strokeWidth={2} fill="none" />
      </svg>
    </ExternalLink>
  )
}
