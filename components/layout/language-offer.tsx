'use client'

import { useEffect, useState } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { answered, remember } from '@/lib/device-choice'
import { textDirection, type Locale } from '@/lib/i18n/locales'
import { preferredLanguage } from '@/lib/language-links'
import { pageAlternates } from '@/lib/page-alternates'

/** What the offer says, in the language it offers. */
export type OfferWords = { offer: string; read: string; dismiss: string }

/** Remembered in the browser only: the server sets no cookie, so every page stays cacheable. */
const DISMISSED_KEY = 'ruum-language-offer'

/**
 * A reader whose browser prefers another of the site's languages is offered it in one line at
 * the foot of the screen (over the page, so nothing moves: SiteShell holds it there): never redirected, and "No, thanks"
 * is remembered on this device. Crawlers and everyone else see the page as its URL says.
 */
export function LanguageOffer({ words }: { words: Record<Locale, OfferWords> }) {
  const { locale } = usePageVariant()
  const [offer, setOffer] = useState<{ language: Locale; href: string }>()

  useEffect(() => {
    if (answered(DISMISSED_KEY)) return
    // Read after hydration, as the browser's languages are not the server's to know.
    // The page's own address in that language (none for a 404, or a story not written in it),
    // with the reader's query and fragment.
    const language = preferredLanguage(navigator.languages, locale)
    const path = language && pageAlternates()[language]
    const href = path && `${path}${location.search}${location.hash}`
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (language && href) setOffer({ language, href })
  }, [locale])

  if (!offer) return null
  const { language: offered, href } = offer
  const text = words[offered]
  return (
    <aside
      lang={offered}
      dir={textDirection(offered)}
      aria-label={text.offer}
      className="border-t border-ink/10 bg-paper/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-x-4 px-4 py-1 text-sm">
        {/* One line on a phone: the link says it all there (the region is named by the sentence). */}
        <p className="hidden sm:block">{text.offer}</p>
        <a
          href={href}
          hrefLang={offered}
          className="font-semibold text-clay-deep underline underline-offset-4"
        >
          {text.read}
        </a>
        <button
          type="button"
          onClick={() => {
            remember(DISMISSED_KEY, offered)
            setOffer(undefined)
          }}
          aria-label={text.dismiss}
          title={text.dismiss}
          className="grid size-11 place-items-center rounded text-ink-soft hover:text-ink"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </aside>
  )
}
