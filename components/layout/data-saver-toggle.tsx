'use client'

import { useEffect, useRef } from 'react'

import {
  DATA_SAVER_FIELD,
  DATA_SAVER_ROUTE,
  moveToChosenVariant,
  REDIRECT_FIELD,
  variantSettings,
} from '@/lib/data-saver'
import { STUDIO_BASE_PATH } from '@/sanity/studio-path'
import { useSitePathname } from '@/components/use-site-pathname'
import { usePageVariant } from '@/components/use-variant-href'
import { publicPath } from '@/lib/page-variant'

/**
 * "Data saver", a toggle button (aria-pressed) in a plain form: posting it sets the reader's
 * cookie and comes back to this page's URL in the other variant (lib/data-saver-toggle.ts).
 * Without JavaScript the form still posts (and the route falls back to the Referer for the
 * page's query).
 */
export function DataSaverToggle({
  words,
}: {
  /** Its name, and what it does when on and when off, in the reader's language. */
  words: { label: string; onTitle: string; offTitle: string }
}) {
  const redirect = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // Back restores a page from the back/forward cache as it was, in the variant it was drawn
    // in, and runs no <head> script: move to the variant now chosen, as a fresh load would.
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) moveToChosenVariant(variantSettings(STUDIO_BASE_PATH), window)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  // The page's URL, never its internal path (`/fr/full/...`) should a render see that one.
  const variant = usePageVariant()
  const path = publicPath(variant, useSitePathname())
  const on = variant.mode === 'lite'
  return (
    <form
      method="post"
      action={DATA_SAVER_ROUTE}
      onSubmit={() => {
        // The query too (`/stories?category=…`), which the server's render does not know.
        if (redirect.current) redirect.current.value = `${location.pathname}${location.search}`
      }}
    >
      <input ref={redirect} type="hidden" name={REDIRECT_FIELD} defaultValue={path} />
      <button
        type="submit"
        name={DATA_SAVER_FIELD}
        value={on ? 'off' : 'on'}
        aria-pressed={on}
        title={on ? words.onTitle : words.offTitle}
        // Its words wrap onto two lines only where a language's are too long for a phone's header
        // ("Poupar dados" at 360 px); everywhere else they keep to one.
        className="flex h-11 items-center gap-2 rounded px-2 text-start text-sm leading-tight font-medium hover:text-clay"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 shrink-0 rounded-full border border-current ${on ? 'bg-clay' : ''}`}
        />
        {words.label}
      </button>
    </form>
  )
}
