import { DataSaverToggle } from '@/components/layout/data-saver-toggle'
import { HeaderSearch } from '@/components/layout/header-search'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { NavLink } from '@/components/layout/nav-link'
import { SiteLink } from '@/components/site-link'
import type { InEnglishWords, PagePaths } from '@/components/layout/language-links'
import { languageName } from '@/lib/i18n/language-names'
import { byLocale, LOCALE_NAMES } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { site } from '@/lib/site'

/** Each language's "in English", in that language: a story the switch opens untranslated. */
const IN_ENGLISH: InEnglishWords = byLocale((language) =>
  translator(language)('story.inLanguage', { language: languageName('en', language) }),
)

/** `paths`: the page's path in each language, from a layout that knows them (PageFrame). */
export async function SiteHeader({ paths }: { paths?: PagePaths }) {
  const locale = await pageLocale()
  const t = translator(locale)
  const nav = site.nav.map((item) => ({ href: item.href, label: t(item.label) }))
  const menu = {
    items: nav,
    words: { menu: t('nav.menu'), main: t('nav.main'), language: t('language.label') },
  }
  return (
    <header className="relative border-b border-ink/10">
      <div className="header-bar">
        {/* One line on a 360 px phone, in the web font and in its fallback alike (a name that
            wrapped once the font arrived moved the whole page down: CLS), and the header no
            wider than that phone: a size smaller below 380 px. */}
        <SiteLink href="/" className="header-brand">
          {site.name}
        </SiteLink>
        <div className="header-tools">
          <nav aria-label={t('nav.main')} className="hidden md:block">
            <ul className="flex gap-8 font-medium">
              {nav.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} label={item.label} />
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch
            words={{
              form: t('search.form'),
              link: t('search.link'),
              placeholder: t('search.placeholder'),
              submit: t('search.submit'),
            }}
          />
          <LanguageSwitch
            label={t('language.current', { name: LOCALE_NAMES[locale] })}
            inEnglish={IN_ENGLISH}
            paths={paths}
          />
          <DataSaverToggle
            words={{
              label: t('dataSaver.label'),
              onTitle: t('dataSaver.onTitle'),
              offTitle: t('dataSaver.offTitle'),
            }}
          />
          {/* A disclosure: it opens with HTML alone, so on data saver's pages too. */}
          <MobileMenu {...menu} inEnglish={IN_ENGLISH} paths={paths} />
        </div>
      </div>
    </header>
  )
}
