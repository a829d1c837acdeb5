'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { DATA_SAVER_FIELD, DATA_SAVER_ROUTE, REDIRECT_FIELD, splitModePath } from '@/lib/data-saver'

/**
 * "Data saver", a toggle button (aria-pressed) in a plain form: posting it sets the reader's
 * cookie and comes back to this page, now in the other variant. Without JavaScript the form still
 * posts (and the route falls back to the Referer for the page's query).
 */
/** When the reader last changed the mode (ms since the epoch), in this tab. */
const CHANGED_KEY = 'ruum-data-saver-changed'

/** The tab's storage, which a browser may refuse (storage turned off): then nothing is kept. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function DataSaverToggle({ on }: { on: boolean }) {
  const redirect = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // Back restores a page from the back/forward cache as it was, in the mode it was drawn in;
    // if the reader has changed the mode since, load it again in the mode now chosen. (The
    // cookie is HttpOnly: the tab remembers the change instead.)
    function onPageShow(event: PageTransitionEvent) {
      const changed = Number(tabStorage()?.getItem(CHANGED_KEY))
      if (event.persisted && changed > performance.timeOrigin) location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  // The page's own path, never its variant's (`/saver/...`) should a render see that one.
  const path = splitModePath(usePathname()).pathname
  return (
    <form
      method="post"
      action={DATA_SAVER_ROUTE}
      onSubmit={() => {
        tabStorage()?.setItem(CHANGED_KEY, String(Date.now()))
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
        title={
          on
            ? 'Data saver is on: smaller photographs, loaded when you tap them'
            : 'Turn on to load smaller photographs, only when you tap them'
        }
        className="flex h-11 items-center gap-2 rounded px-2 text-sm font-medium whitespace-nowrap hover:text-clay"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full border border-current ${on ? 'bg-clay' : ''}`}
        />
        Data saver
      </button>
    </form>
  )
}
