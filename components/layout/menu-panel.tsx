import {
  LanguageLinks,
  type InEnglishWords,
  type PagePaths,
} from '@/components/layout/language-links'
import { NavLink } from '@/components/layout/nav-link'
import type { NavItem } from '@/lib/site'

/** The button's word, the navigation's name and the languages' heading, in the reader's language. */
export type MenuWords = { menu: string; main: string; language: string }

/**
 * The phone menu's button face: its name (shown from 640 px, where the header has room for it)
 * and an icon that turns to a cross when open. Open is read from the nearest `group/menu`, its
 * `<details>`.
 */
export function MenuFace({ words }: { words: MenuWords }) {
  return (
    <>
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
    </>
  )
}

/**
 * The phone menu's panel under the header: the site's sections, then the language switch (the
 * header has no room for it beside the menu on phones). `onNavigate` closes the menu.
 */
export function MenuPanel({
  id,
  items,
  words,
  inEnglish,
  paths,
  onNavigate,
}: {
  id: string
  items: readonly NavItem[]
  words: MenuWords
  /** Each language's "in English", for a story not written in it. */
  inEnglish: InEnglishWords
  /** The page's path in each language, where its layout knows them (LanguageLinks). */
  paths?: PagePaths
  onNavigate?: () => void
}) {
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 border-b border-ink/10 bg-paper shadow-lg"
    >
      <nav aria-label={words.main}>
        <ul className="flex flex-col px-5 py-2">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                label={item.label}
                onNavigate={onNavigate}
                className="block py-3 font-display text-2xl"
              />
            </li>
          ))}
        </ul>
      </nav>
      <div
        role="group"
        aria-labelledby={`${id}-language`}
        className="border-t border-ink/10 px-5 py-3"
      >
        <p
          id={`${id}-language`}
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
  )
}
