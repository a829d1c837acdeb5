// The site's security headers, with a Content-Security-Policy that keeps pages static: no
// per-request nonce, so every page can still be prerendered and served from the cache.

type Directives = Record<string, readonly string[]>

const SANITY_IMAGE_CDN = 'https://cdn.sanity.io'

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const shared: Directives = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Only our own pages may frame the site (Sanity's Presentation tool runs in the Studio here).
  'frame-ancestors': ["'self'"],
}

/**
 * Visitors' pages. Scripts come only from this origin; 'unsafe-inline' stays because Next streams
 * each page's data in inline <script> tags whose content differs per page, and a static page
 * cannot carry a per-request nonce (Next supports hashes for none of them). Styles: next/image
 * and the entrance animations set inline styles. Images: ours (sample images, blur placeholders
 * as data: URLs) and Sanity's image CDN. `dev` adds what `next dev` needs (eval for Fast Refresh).
 */
export function sitePolicy({ dev = false } = {}): string {
  return serialise({
    ...shared,
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', SANITY_IMAGE_CDN],
    'font-src': ["'self'"],
    // Saving a story for offline reading fetches its photographs from the image CDN.
    'connect-src': ["'self'", SANITY_IMAGE_CDN],
  })
}

/**
 * The embedded Studio at /studio: it also talks to Sanity's API (HTTPS and the listener's
 * WebSocket), shows avatars from Google sign-in, makes blob: previews and workers, and frames the
 * site for previews.
 */
export function studioPolicy({ dev = false } = {}): string {
  return serialise({
    ...shared,
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', SANITY_IMAGE_CDN, 'https://lh3.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
      'https://*.apicdn.sanity.io',
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
  })
}

/** For every response: no file is read as another type than it says. */
export const SECURITY_HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }] as const

/**
 * For documents (pages, and whatever may be opened as one): framing, referrers, transport and
 * features, with the Content-Security-Policy beside them. Not on the build's files and the
 * photographs (DOCUMENT_PATHS), where they mean nothing: about 600 bytes a response on HTTP/1.1,
 * some 50 kB over a reader's visit of 80 files.
 */
export const DOCUMENT_HEADERS = [
  // The same rule as frame-ancestors, for browsers without CSP 2.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
] as const

/** Every path but the build's hashed files and the sample's photographs (next.config's `headers`). */
export const DOCUMENT_PATHS = '/((?!_next/static/|sample-images/).*)'
