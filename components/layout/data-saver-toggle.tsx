'use client'

import { usePathname } from 'next/navigation'
import { useRef } from 'react'

import { DATA_SAVER_FIELD, DATA_SAVER_ROUTE, REDIRECT_FIELD, splitModePath } from '@/lib/data-saver'

/**
 * "Data saver", a toggle button (aria-pressed) in a plain form: posting it sets the reader's
 * cookie and comes back to this page, now in the other variant. Without JavaScript the form still
 * posts (and the route falls back to the Referer for the page's query).
 */
export function DataSaverToggle({ on }: { on: boolean }) {
  const redirect = useRef<HTMLInputElement>(null)
  // The page's own path, never its variant's (`/saver/...`) should a render see that one.
  const path = splitModePath(usePathname()).pathname
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
