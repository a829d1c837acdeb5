'use client'

import { useSitePathname } from '@/components/use-site-pathname'
import { usePageVariant } from '@/components/use-variant-href'
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales'
import { inLanguage } from '@/lib/language-links'
import { publicPath } from '@/lib/page-variant'

/**
 * Each language in its own name, each a real link to this page in that language, the current one
 * marked. A link is a whole page load: the document's language and direction change with it.
 */
export function LanguageLinks({
  className,
  linkClassName = 'block px-4 py-2.5 hover:bg-ink/5 hover:text-clay',
}: {
  className?: string
  linkClassName?: string
}) {
  const { locale, mode } = usePageVariant()
  const path = useSitePathname()
  return (
    <ul className={className}>
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
            className={`${linkClassName} aria-[current=true]:font-semibold`}
          >
            {LOCALE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  )
}
