'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'
import { useEffect, useState } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  textDirection,
  type Locale,
} from '@/lib/i18n/locales'
import { inLanguage } from '@/lib/language-links'
import { publicHrefOf } from '@/lib/list-pages'
import { pageAlternates } from '@/lib/page-alternates'
import { publicPath, splitVariantPath, type PageVariant } from '@/lib/page-variant'
import { pathOf } from '@/lib/routes'

/** Each language's words for a page it opens in English ("en anglais"), in that language. */
export type InEnglishWords = Record<Locale, string>

/**
 * A page's path in each language it is written in, outside any language or variant (a story's
 * versions: `{ en: '/stories/x', fr: '/stories/y' }`), from the layout that renders the header.
 */
export type PagePaths = Partial<Record<Locale, string>>

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
 * The server writes each from what the layout framing the page knows: a story's layout, each
 * version's own slug (`paths`, and a photograph's number below it); any other, the route it
 * rendered, a list page's query included (`/fr/stories?category=portrait`). So without a script
 * no link goes through a redirect. In the browser each becomes the address the page's head names
 * for that language, with the reader's query. A language the story is not written in leads to
 * its English text, and says so in that language.
 */
export function LanguageLinks({
  className,
  linkClassName = 'block px-4 py-2.5 hover:bg-ink/5 hover:text-clay',
  inEnglish,
  paths,
}: {
  className?: string
  linkClassName?: string
  inEnglish: InEnglishWords
  paths?: PagePaths
}) {
  const { locale, mode } = usePageVariant()
  // The route below the layout that renders the header, the same on the server and in the
  // browser (the path is the proxy's rewrite on one, the reader's URL on the other).
  // Route groups left out: a 404 rendered in the root layout's place sees `(pages)` below it.
  const below = useSelectedLayoutSegments()
    .filter((segment) => !segment.startsWith('('))
    .map((segment) => `/${segment}`)
    .join('')
  const rendered = (language: Locale) => {
    // That language's version, else the English original, else the story's one version.
    const base =
      paths && (paths[language] ?? paths[DEFAULT_LOCALE] ?? Object.values(paths).find(Boolean))
    return base ? `${base}${below}` : publicHrefOf(below || '/')
  }
  const pathname = usePathname()
  const [page, setPage] = useState<PageAddresses>()

  useEffect(() => {
    // Read after hydration, and after each navigation, when the head names the new page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPage(readAddresses())
  }, [pathname])

  const named = page && Object.keys(page.alternates).length > 0 ? page.alternates : undefined
  // The languages the page is written in: its head's once read, its layout's before.
  const written = page ? named : paths
  const hrefFor = (language: Locale) => {
    const variant = { locale: language, mode }
    if (!page) return inVariant(variant, rendered(language))
    // A page that names none (a 404) keeps the reader's own address.
    if (!named) return inLanguage(`${location.pathname}${page.rest}`, language)
    const shown = named[language] ?? named[DEFAULT_LOCALE]
    return shown ? inVariant(variant, shown) + page.rest : inVariant(variant, rendered(language))
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
            {/* Laid out in its own direction, note and all, whatever the page's: "العربية
                (باللغة الإنجليزية)" on a French page, "Français (en anglais)" on an Arabic one;
                on one line, the list as wide as its longest. */}
            <span dir={textDirection(language)} className="whitespace-nowrap">
              {LOCALE_NAMES[language]}
              {/* Not on the current one: its page says so already, above the story. */}
              {written && !written[language] && language !== locale && (
                <span className="ms-1.5 text-xs font-normal text-ink-faint" data-opens-english>
                  ({inEnglish[language]})
                </span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
