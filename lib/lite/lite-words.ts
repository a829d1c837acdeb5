// What data saver's script is told by the page it runs on, in the page's language: JSON in a data
// attribute of the control it drives (components/offline/lite-save-story.tsx, lite-saved-stories).
// `saving`, `size`, `savedOn`, `total` and `removeStory` are raw catalog text (lib/i18n/fill).
import type { ByteUnits } from '@/lib/approx-bytes'

export type LiteSaveWords = {
  saving: string
  saved: string
  removed: string
  failed: string
}

export type LiteSavedWords = {
  /** The page's language, and its Intl tag for the dates. */
  locale: string
  language: string
  units: ByteUnits
  removeStory: string
  removed: string
  savedOn: string
  size: string
  total: string
  /** Each language's direction, and "in English"… for a story in another than the page's. */
  languages: Record<string, { dir: 'ltr' | 'rtl'; note: string }>
}
