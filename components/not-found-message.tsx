import { SiteLink } from '@/components/site-link'
import { pageTranslator } from '@/lib/i18n/page-locale'
import { PAGES } from '@/lib/routes'

// The 404 page's words, in the reader's language and variant: not-found.tsx frames them for a
// page's notFound(); (pages)/missing/page.tsx, inside its layout's frame, for the proxy's rewrites.
export async function NotFoundMessage() {
  const t = await pageTranslator()
  return (
    <section className="mx-auto max-w-3xl px-5 py-28 text-center md:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">404</p>
      <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-6 text-lg text-ink-soft">{t('notFound.text')}</p>
      <SiteLink
        href={PAGES.stories}
        className="mt-10 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        {t('notFound.browse')}
      </SiteLink>
    </section>
  )
}
