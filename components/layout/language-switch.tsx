'use client'

import { useRef } from 'react'

import {
  LanguageLinks,
  type InEnglishWords,
  type PagePaths,
} from '@/components/layout/language-links'
import { useDismissableDetails } from '@/components/use-dismissable-details'
import { usePageVariant } from '@/components/use-variant-href'

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.5 3.5 5.3 3.5 8.5s-1.1 6-3.5 8.5c-2.4-2.5-3.5-5.3-3.5-8.5s1.1-6 3.5-8.5z" />
    </svg>
  )
}

/**
 * The header's language switch from 768 px (on phones it is in the menu): a disclosure
 * (<details>, so it opens without JavaScript) listing each language in its own name.
 */
export function LanguageSwitch({
  label,
  inEnglish,
  paths,
}: {
  /** Its name with the page's language, "Langue : Français" (`language.current`). */
  label: string
  /** Each language's "in English", for a story not written in it. */
  inEnglish: InEnglishWords
  /** The page's path in each language, where its layout knows them (LanguageLinks). */
  paths?: PagePaths
}) {
  const { locale } = usePageVariant()
  const details = useRef<HTMLDetailsElement>(null)

  useDismissableDetails(details)

  return (
    <details ref={details} className="relative hidden md:block">
      <summary
        aria-label={label}
        className="flex h-11 cursor-pointer list-none items-center gap-1 rounded px-2 text-sm font-medium uppercase hover:text-clay [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon />
        <span aria-hidden="true">{locale}</span>
      </summary>
      <LanguageLinks
        inEnglish={inEnglish}
        paths={paths}
        className="absolute end-0 top-full z-50 mt-1 min-w-44 rounded-md border border-ink/10 bg-paper py-1 shadow-lg"
      />
    </details>
  )
}
