// The site's public address (SITE_URL), on which every absolute link is built: canonical links,
// Open Graph, the feeds, the sitemap, robots and share links. A wrong one fails nothing visibly,
// so it is checked where settings are: next.config.ts, at build and start.
// Relative imports only: next.config.ts loads this file, where the `@/` alias does not resolve.

export const DEFAULT_SITE_URL = 'http://localhost:3000'

export const SITE_URL_MESSAGES = {
  invalid: (value: string) =>
    `Invalid setting SITE_URL="${value}": give an absolute URL like https://theruum.africa.`,
  missing:
    'Missing setting SITE_URL: a site on a hosted Sanity project is built for readers, and ' +
    `without it every canonical link, Open Graph URL, feed, sitemap entry and share link would ` +
    `point to ${DEFAULT_SITE_URL}. Set it to the address readers use, e.g. ` +
    'SITE_URL=https://theruum.africa.',
  localDefault:
    `SITE_URL is not set: canonical links, feeds, the sitemap and share links point to ` +
    `${DEFAULT_SITE_URL}, which is right for the sample site on this machine. Set SITE_URL ` +
    'before putting the site online.',
} as const

export type SiteUrlSetting = {
  /** SITE_URL as set, if at all. */
  value: string | undefined
  contentSource: 'local' | 'sanity'
  /** A production build or server (not `next dev`). */
  production: boolean
}

/**
 * The address, and what to say about it once: a production site on hosted content must name its
 * address (an error); the embedded sample may keep localhost, and a production build says so.
 */
export function readSiteUrl({ value, contentSource, production }: SiteUrlSetting): {
  url: URL
  notice?: string
} {
  const given = value?.trim()
  if (!given) {
    if (production && contentSource === 'sanity') throw new Error(SITE_URL_MESSAGES.missing)
    return {
      url: new URL(DEFAULT_SITE_URL),
      ...(production && { notice: SITE_URL_MESSAGES.localDefault }),
    }
  }
  if (!URL.canParse(given)) throw new Error(SITE_URL_MESSAGES.invalid(given))
  return { url: new URL(given) }
}
