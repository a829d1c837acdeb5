import { pageTranslator } from '@/lib/i18n/page-locale'

/** The Latest page's heading, in the page's language. */
export async function LatestHeader() {
  const t = await pageTranslator()
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">
        {t('nav.latest')}
      </p>
      <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-balance md:text-6xl">
        {t('latest.heading')}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t('latest.intro')}</p>
    </header>
  )
}
