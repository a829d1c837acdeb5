// Social link kinds with their labels and our own line icons, so no icon package is needed.
import type { Translator } from '@/lib/i18n/translator'

export const SOCIAL_KINDS = [
  'facebook',
  'x',
  'instagram',
  'threads',
  'linkedin',
  'youtube',
  'tiktok',
  'other',
] as const

export type SocialKind = (typeof SOCIAL_KINDS)[number]

/** A 24x24 line icon: paths drawn with `stroke="currentColor"` and no fill. */
export type SocialIconData = { viewBox: string; paths: readonly string[] }

const VIEW_BOX = '0 0 24 24'

/** A globe: for 'other' and for any kind we do not know. */
export const GENERIC_SOCIAL_ICON: SocialIconData = {
  viewBox: VIEW_BOX,
  paths: [
    'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0z',
    'M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z',
    'M3 12h18',
  ],
}

/** `label` is the network's own name; null for 'other', a website, named in the reader's language. */
export const SOCIAL_PLATFORMS: Record<SocialKind, { label: string | null; icon: SocialIconData }> =
  {
    facebook: {
      label: 'Facebook',
      // An 'f' rising out of a circle.
      icon: {
        viewBox: VIEW_BOX,
        paths: [
          'M22 12a10 10 0 1 1-20 0a10 10 0 1 1 20 0z',
          'M16 7h-1.5A2.5 2.5 0 0 0 12 9.5V22',
          'M9 13h6',
        ],
      },
    },
    x: {
      label: 'X',
      // The X mark: one broad stroke, one split thin stroke.
      icon: {
        viewBox: VIEW_BOX,
        paths: ['M4 4h4.5L20 20h-4.5z', 'M20 4l-6.6 7.4', 'M4 20l6.6-7.4'],
      },
    },
    instagram: {
      label: 'Instagram',
      // A rounded camera body, lens and viewfinder dot.
      icon: {
        viewBox: VIEW_BOX,
        paths: [
          'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
          'M16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0z',
          'M17.5 6.5h.01',
        ],
      },
    },
    threads: {
      label: 'Threads',
      // The looping '@' of the Threads mark.
      icon: {
        viewBox: VIEW_BOX,
        paths: [
          'M16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0z',
          'M16 8v5a2.5 2.5 0 0 0 5 0v-1a9 9 0 1 0-3.5 7.1',
        ],
      },
    },
    linkedin: {
      label: 'LinkedIn',
      // 'in' in a square.
      icon: {
        viewBox: VIEW_BOX,
        paths: [
          'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
          'M8 10v7',
          'M8 7v.01',
          'M12 17v-7',
          'M12 13.5a2.5 2.5 0 0 1 5 0V17',
        ],
      },
    },
    youtube: {
      label: 'YouTube',
      // A play button in a wide rounded screen.
      icon: {
        viewBox: VIEW_BOX,
        paths: [
          'M5 5.5h14a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3z',
          'M10 9l5 3-5 3z',
        ],
      },
    },
    tiktok: {
      label: 'TikTok',
      // A musical note with the mark's curled flag.
      icon: { viewBox: VIEW_BOX, paths: ['M13 3v13a4 4 0 1 1-4-4', 'M13 3a5 5 0 0 0 5 5'] },
    },
    other: { label: null, icon: GENERIC_SOCIAL_ICON },
  }

export function isSocialKind(kind: string): kind is SocialKind {
  return SOCIAL_KINDS.some((known) => known === kind)
}

/** The kind's icon; an unknown kind gets the generic globe. */
export function socialIcon(kind: string): SocialIconData {
  return isSocialKind(kind) ? SOCIAL_PLATFORMS[kind].icon : GENERIC_SOCIAL_ICON
}

/** The kind's human name, e.g. 'LinkedIn'; an unknown kind reads as 'Website'. */
/** A network's name, which is the same in every language; 'other' is a website, in the reader's. */
export function socialLabel(kind: string, t: Translator): string {
  return (isSocialKind(kind) && SOCIAL_PLATFORMS[kind].label) || t('link.website')
}
