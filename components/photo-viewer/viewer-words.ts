// The photo viewer's words in the page's language, in a plain module so the server page that
// renders the viewer can build them (a 'use client' module's exports are references there).
import type { Translator } from '@/lib/i18n/translator'

/** `label`, `status` and `counter` are raw catalog text the viewer fills in (lib/i18n/fill.ts). */
export type ViewerWords = {
  label: string
  status: string
  /** The visible "1 / 6": "1 من 6" in Arabic, where "1 / 6" would read as 6 / 1. */
  counter: string
  close: string
  previous: string
  previousShort: string
  next: string
  nextShort: string
}

export const viewerWords = (t: Translator): ViewerWords => ({
  label: String(t.raw('viewer.label')),
  status: String(t.raw('viewer.status')),
  counter: String(t.raw('viewer.counter')),
  close: t('viewer.close'),
  previous: t('viewer.previous'),
  previousShort: t('viewer.previousShort'),
  next: t('viewer.next'),
  nextShort: t('viewer.nextShort'),
})
