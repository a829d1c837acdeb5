'use client'

import { useEffect, useState } from 'react'

import { DATA_SAVER_FIELD, DATA_SAVER_ROUTE, REDIRECT_FIELD } from '@/lib/data-saver'
import { answered, remember } from '@/lib/device-choice'
import { isSlowConnection, type ConnectionLike } from '@/lib/slow-connection'

/** What the offer says, in the page's language. */
export type DataSaverOfferWords = { offer: string; accept: string; dismiss: string }

/** "No, thanks", remembered in the browser only: every page stays cacheable. */
const DISMISSED_KEY = 'ruum-data-saver-offer'

/**
 * A reader on a slow or metered connection (lib/slow-connection.ts) is offered data saver in one
 * line at the foot of the screen: never moved there. Yes posts the header toggle's form (her
 * cookie remembers it, and brings her back to this page, query and all, in data saver); No is
 * remembered on this device.
 */
export function DataSaverOffer({ words }: { words: DataSaverOfferWords }) {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const { connection } = navigator as Navigator & { connection?: ConnectionLike }
    // Read after hydration: the connection is the browser's to know, not the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!answered(DISMISSED_KEY) && isSlowConnection(connection)) setShown(true)
  }, [])

  if (!shown) return null
  return (
    <aside
      aria-label={words.offer}
      className="border-t border-ink/10 bg-paper/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <form
        method="post"
        action={DATA_SAVER_ROUTE}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm"
        onSubmit={(event) => {
          const redirect = event.currentTarget.elements.namedItem(REDIRECT_FIELD)
          if (redirect instanceof HTMLInputElement) {
            redirect.value = `${location.pathname}${location.search}`
          }
        }}
      >
        <p>{words.offer}</p>
        <input type="hidden" name={REDIRECT_FIELD} defaultValue="" />
        <span className="flex items-center gap-2">
          <button
            type="submit"
            name={DATA_SAVER_FIELD}
            value="on"
            className="min-h-11 rounded-full bg-ink px-4 font-semibold text-paper hover:bg-clay"
          >
            {words.accept}
          </button>
          <button
            type="button"
            onClick={() => {
              remember(DISMISSED_KEY, 'no')
              setShown(false)
            }}
            className="min-h-11 rounded-full px-3 text-ink-soft underline underline-offset-4 hover:text-ink"
          >
            {words.dismiss}
          </button>
        </span>
      </form>
    </aside>
  )
}
