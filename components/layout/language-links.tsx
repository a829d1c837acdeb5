'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useState } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { inLanguage } from '@/lib/language-links'
import { publicHrefOf } from '@/lib/list-pages'
import { publicPath, splitVariantPath, type PageVariant } from '@/lib/page-variant'
import { pathOf } from '@/lib/routes'

/** Each language's words for a page it opens in English ("en anglais"), in that language. */
export type InEnglishWords = Record<Locale, string>

/**
 * What the page says of itself in its head, read once it is in the browser: its address in each
 * language it is written in (`hreflang`, from the routing table with each version's slug), and
 * the reader's query and fragment.
 */
type PageAddresses = { alternates: Partial<Record<Locale, string>>; rest: string }

function readAddresses(): PageAddresses {
  const alternates: Partial<Record<Locale, string>> = {}
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    if (isLocale(link.hreflang)) alternates[link.hreflang] = new URL(link.href).pathname
  }
  return { alternates, rest: `${location.search}${location.hash}` }
}

/** `href` (a path with its query) in another variant: `/stories?country=Kenya` → `/fr/lite/…`. */
const hrefIn = (variant: PageVariant, href: string) => {
  const path = pathOf(href)
  return publicPath(variant, splitVariantPath(path).pathname) + href.slice(path.length)
}

/**
 * Each language in its own name, each a real link to this page in that language, the current one
 * marked. A link is a whole page load: the document's language and direction change with it.
 *
 * The server writes each from the route it rendered, a list page's query included
 * (`/fr/stories?category=portrait`). In the browser each becomes the address the page names for
 * that language (a story's own slug there, no redirect on the way), with the reader's query; a
 * language the story is not written in leads to its English text, and says so in that language.
 */
export function LanguageLinks({
  className,
  linkClassName = 'block px-4 py-2.5 hover:bg-ink/5 hover:text-clay',
  inEnglish,
}: {
  className?: string
  linkClassName?: string
  inEnglish: InEnglishWords
}) {
  const { locale, mode } = usePageVariant()
  // The route below the root layout, the same on the server and in the browser (the path is
  // the proxy's rewrite on one, the reader's URL on the other).
  const rendered = publicHrefOf(`/${useSelectedLayoutSegments().join('/')}`)
  const pathname = usePathname()
  const [page, setPage] = useState<PageAddresses>()

  useEffect(() => {
    // Read after hydration, and after each navigation, when the head names the new page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPage(readAddresses())
  }, [pathname])

  const written = page && Object.keys(page.alternates).length > 0 ? page.alternates : undefined
  const hrefFor = (language: Locale) => {
    const variant = { locale: language, mode }
    if (!page) return hrefIn(variant, rendered)
    // A page that names none (a 404) keeps the reader's own address.
    if (!written) return inLanguage(`${location.pathname}${page.rest}`, language)
    const shown = written[language] ?? written[DEFAULT_LOCALE]
    return shown ? hrefIn(variant, shown) + page.rest : hrefIn(variant, rendered)
  }

  return (
    <ul className={className}>
      {LOCALES.map((language) => (
        <li key={language}>
          <a
            href={hrefFor(language)}
            hrefLang={language}
            lang={language}
            aria-current={language === locale ? 'true' : undefined}
            className={`${linkClassName} aria-[current=true]:font-semibold`}
          >
            {LOCALE_NAMES[language]}
            {/* Not on the current one: its page says so already, above the story. */}
            {written && !written[language] && language !== locale && (
              <span className="ms-1.5 text-xs font-normal text-ink-faint" data-opens-english>
                ({inEnglish[language]})
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
