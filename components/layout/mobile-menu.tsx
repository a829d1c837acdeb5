'use client'

import { useEffect, useId, useRef, useState } from 'react'

import {
  LanguageLinks,
  type InEnglishWords,
  type PagePaths,
} from '@/components/layout/language-links'
import { NavLink } from '@/components/layout/nav-link'
import type { NavItem } from '@/lib/site'

/** The phone navigation: a disclosure button with a panel, operable with the keyboard. */
export function MobileMenu({
  items,
  words,
  inEnglish,
  paths,
}: {
  items: readonly NavItem[]
  /** The button's word, the navigation's name and the languages' heading, in the reader's language. */
  words: { menu: string; main: string; language: string }
  /** Each language's "in English", for a story not written in it. */
  inEnglish: InEnglishWords
  /** The page's path in each language, where its layout knows them (LanguageLinks). */
  paths?: PagePaths
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    // Escape closes the menu and gives focus back to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="-me-2 flex h-11 items-center gap-2 rounded px-2 text-sm font-medium"
      >
        {/* Its name on every screen; shown from 640 px, where the header has room for it. */}
        <span className="sr-only sm:not-sr-only">{words.menu}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-ink/10 bg-paper shadow-lg"
      >
        <nav aria-label={words.main}>
          <ul className="flex flex-col px-5 py-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  label={item.label}
                  onNavigate={() => setOpen(false)}
                  className="block py-3 font-display text-2xl"
                />
              </li>
            ))}
          </ul>
        </nav>
        {/* The language switch, on phones: the header has no room for it beside the menu. */}
        <div
          role="group"
          aria-labelledby={`${panelId}-language`}
          className="border-t border-ink/10 px-5 py-3"
        >
          <p
            id={`${panelId}-language`}
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
    </div>
  )
}
