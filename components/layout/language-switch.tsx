'use client'

import { useEffect, useRef } from 'react'

import { useSitePathname } from '@/components/use-site-pathname'
import { usePageVariant } from '@/components/use-variant-href'
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales'
import { inLanguage } from '@/lib/language-links'
import { publicPath } from '@/lib/page-variant'

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
 * The header's language switch: a disclosure (<details>, so it opens without JavaScript) listing
 * each language in its own name, each a real link to this page in that language. A link is a
 * whole page load: the document's language and direction change with it.
 */
export function LanguageSwitch({ label }: { label: string }) {
  const { locale, mode } = usePageVariant()
  const path = useSitePathname()
  const details = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const element = details.current
    if (!element) return
    // Escape closes it and gives focus back to its button; so does a click elsewhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return
      element.open = false
      element.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [])

  return (
    <details ref={details} className="relative">
      <summary
        aria-label={`${label}: ${LOCALE_NAMES[locale]}`}
        className="flex h-11 cursor-pointer list-none items-center gap-1 rounded px-2 text-sm font-medium uppercase hover:text-clay [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon />
        <span aria-hidden="true">{locale}</span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-1 min-w-44 rounded-md border border-ink/10 bg-paper py-1 shadow-lg">
        {LOCALES.map((language) => (
          <li key={language}>
            <a
              href={publicPath({ locale: language, mode }, path)}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? 'true' : undefined}
              // The query and fragment too (`/stories?country=Kenya`), which a static page's
              // render does not know.
              onClick={(event) => {
                event.currentTarget.href = inLanguage(
                  `${location.pathname}${location.search}${location.hash}`,
                  language,
                )
              }}
              className="block px-4 py-2.5 hover:bg-ink/5 hover:text-clay aria-[current=true]:font-semibold"
            >
              {LOCALE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
