import {
  LanguageLinks,
  type InEnglishWords,
  type PagePaths,
} from '@/components/layout/language-links'
import { NavLink } from '@/components/layout/nav-link'
import type { NavItem } from '@/lib/site'

/**
 * Data saver's phone navigation: MobileMenu's links and languages in a disclosure, which opens
 * with HTML alone (a lite page runs no framework script), its panel under the header as the
 * full site's. The summary is its button: a screen reader hears it expanded or collapsed.
 */
export function LiteMenu({
  items,
  words,
  inEnglish,
  paths,
}: {
  items: readonly NavItem[]
  words: { menu: string; main: string; language: string }
  inEnglish: InEnglishWords
  paths?: PagePaths
}) {
  return (
    <details className="group/menu md:hidden" data-lite-menu>
      <summary className="-me-2 flex h-11 cursor-pointer list-none items-center gap-2 rounded px-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span className="sr-only sm:not-sr-only">{words.menu}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-b border-ink/10 bg-paper shadow-lg">
        <nav aria-label={words.main}>
          <ul className="flex flex-col px-5 py-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  label={item.label}
                  className="block py-3 font-display text-2xl"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div
          role="group"
          aria-labelledby="lite-menu-language"
          className="border-t border-ink/10 px-5 py-3"
        >
          <p
            id="lite-menu-language"
            className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase"
          >
            {words.language}
          </p>
          <LanguageLinks
            inEnglish={inEnglish}
            paths={paths}
            className="mt-1 flex flex-wrap gap-x-5"
            linkClassName="block py-2.5 hover:text-clay"
          />
        </div>
      </div>
    </details>
  )
}
