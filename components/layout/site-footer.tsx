import type { ReactNode } from 'react'

import { ExternalLink } from '@/components/external-link'
import { SiteLink } from '@/components/site-link'
import { SocialIcon } from '@/components/social-icon'
import { safeHref } from '@/lib/safe-href'
import { socialLabel } from '@/lib/social'
import { pageTranslator } from '@/lib/i18n/page-locale'
import { site } from '@/lib/site'
import type { SiteSettingsQueryResult } from '@/sanity.types'
import { PAGES } from '@/lib/routes'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'

const linkClass = 'text-paper/80 transition-colors hover:text-paper'

function LinkGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-paper/50 uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  )
}

/** `settings`: the links editors manage; until that document exists the footer shows the rest. */
export async function SiteFooter({ settings }: { settings: SiteSettingsQueryResult }) {
  // ExternalLink leaves out an icon link it will not follow; drop its list item with it.
  const socialLinks = (settings?.socialLinks ?? []).filter((link) => safeHref(link.url))
  const t = await pageTranslator()

  return (
    <footer className="mt-24 bg-ink text-paper">
      <div className={`${PAGE_BOX_CLASS} grid gap-12 py-14 md:grid-cols-[2fr_1fr_1fr]`}>
        <div>
          <SiteLink href="/" className="font-display text-2xl font-semibold">
            {site.name}
          </SiteLink>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-paper/70">
            {t('home.description')}
          </p>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex gap-2">
              {socialLinks.map((link) => (
                <li key={link._key}>
                  <ExternalLink
                    href={link.url}
                    aria-label={t('link.onNetwork', {
                      name: site.name,
                      network: socialLabel(link.kind, t),
                    })}
                    newTab={t('link.newTab')}
                    className="footer-social"
                  >
                    <SocialIcon kind={link.kind} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkGroup title={t('footer.community')}>
          <li>
            <SiteLink href={PAGES.community} className={linkClass}>
              {settings?.communityName ?? t('footer.community')}
            </SiteLink>
          </li>
          <li>
            <SiteLink href={PAGES.stories} className={linkClass}>
              {t('nav.stories')}
            </SiteLink>
          </li>
          {settings && (
            <>
              <li>
                <ExternalLink
                  href={settings.getFeaturedUrl}
                  className={linkClass}
                  newTab={t('link.newTab')}
                >
                  {t('footer.getFeatured')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink
                  href={settings.chatInviteUrl}
                  className={linkClass}
                  newTab={t('link.newTab')}
                >
                  {t('footer.joinUs')}
                </ExternalLink>
              </li>
            </>
          )}
        </LinkGroup>
        <LinkGroup title={t('footer.company')}>
          <li>
            <SiteLink href={PAGES.team} className={linkClass}>
              {t('nav.team')}
            </SiteLink>
          </li>
        </LinkGroup>
      </div>
      <p className="border-t border-paper/10 px-5 py-6 text-center text-xs text-paper/50">
        {t('footer.rights')}
      </p>
    </footer>
  )
}
