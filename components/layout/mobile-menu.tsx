'use client'

import { useRef } from 'react'

import type { InEnglishWords, PagePaths } from '@/components/layout/language-links'
import { MenuFace, MenuPanel, type MenuWords } from '@/components/layout/menu-panel'
import { useDismissableDetails } from '@/components/use-dismissable-details'
import type { NavItem } from '@/lib/site'

/**
 * The phone navigation: its panel in a disclosure, which opens with HTML alone, so it answers a
 * tap before the page's scripts have run, without them, and on data saver's pages (which run no
 * framework script). The summary is its button: a screen reader hears it expanded or collapsed.
 * Once hydrated it also closes with Escape, a click outside, and on following one of its links.
 */
export function MobileMenu(props: {
  items: readonly NavItem[]
  words: MenuWords
  inEnglish: InEnglishWords
  paths?: PagePaths
}) {
  const details = useRef<HTMLDetailsElement>(null)
  useDismissableDetails(details)
  return (
    <details ref={details} className="group/menu md:hidden" data-phone-menu="">
      <summary className="-me-2 flex h-11 cursor-pointer list-none items-center gap-2 rounded px-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <MenuFace words={props.words} />
      </summary>
      <MenuPanel
        id="phone-menu"
        onNavigate={() => {
          if (details.current) details.current.open = false
        }}
        {...props}
      />
    </details>
  )
}
