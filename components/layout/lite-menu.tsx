import type { InEnglishWords, PagePaths } from '@/components/layout/language-links'
import { MenuFace, MenuPanel, type MenuWords } from '@/components/layout/menu-panel'
import type { NavItem } from '@/lib/site'

/**
 * Data saver's phone navigation: MobileMenu's panel in a disclosure, which opens with HTML alone
 * (a lite page runs no framework script). The summary is its button: a screen reader hears it
 * expanded or collapsed.
 */
export function LiteMenu(props: {
  items: readonly NavItem[]
  words: MenuWords
  inEnglish: InEnglishWords
  paths?: PagePaths
}) {
  return (
    <details className="group/menu md:hidden" data-lite-menu>
      <summary className="-me-2 flex h-11 cursor-pointer list-none items-center gap-2 rounded px-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <MenuFace words={props.words} />
      </summary>
      <MenuPanel id="lite-menu" {...props} />
    </details>
  )
}
