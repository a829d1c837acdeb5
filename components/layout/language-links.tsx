'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useState } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { inLanguage } from '@/lib/language-links'
import { publicHrefOf } from '@/lib/list-pages'
import { pageAlternates } from '@/lib/page-alternates'
import { publicPath, splitVariantPath, type PageVariant } from '@/lib/page-variant'
import { pathOf } from '@/lib/routes'

/** Each language's words for a page it opens in English ("en anglais"), in that language. */
export type InEnglishWords = Record<Locale, string>

/** The page's address in each language its head names, and the reader's query and fragment. */
type PageAddresses = { alternates: Partial<Record<Locale, string>>; rest: string }

const readAddresses = (): PageAddresses => ({
  alternates: pageAlternates(),
  rest: `${location.search}${location.hash}`,
})

/** `href` (a path with its query) in another variant: `/stories?country=Kenya` → `/fr/lite/…`. */
const inVariant = (variant: PageVariant, href: string) => {
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
    if (!page) return inVariant(variant, rendered)
    // A page that names none (a 404) keeps the reader's own address.
    if (!written) return inLanguage(`${location.pathname}${page.rest}`, language)
    const shown = written[language] ?? written[DEFAULT_LOCALE]
    return shown ? inVariant(variant, shown) + page.rest : inVariant(variant, rendered)
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
