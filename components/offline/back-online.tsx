'use client'

import { useEffect, useState } from 'react'

/**
 * On the offline page, which the service worker shows at the address the reader asked for: when
 * the connection comes back, that page loads by itself, and a screen reader hears why.
 */
export function BackOnline({ words }: { words: { backOnline: string } }) {
  const [online, setOnline] = useState(false)
  useEffect(() => {
    // The browser saying it is online is not enough: a network that reaches nothing says so too,
    // and a flapping one says so for a moment, when a reload would cancel the link the reader
    // just followed (to their saved stories). One HEAD request (the service worker answers only
    // GETs) asks the site itself; the page loads only if it answers.
    let state: 'idle' | 'asking' | 'again' | 'loading' = 'idle'
    const ask = () => {
      if (state !== 'idle') {
        // Said online again while asking: ask once more after, the first answer may be stale.
        if (state === 'asking') state = 'again'
        return
      }
      state = 'asking'
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
        .then((response) => response.ok)
        .catch(() => false)
        .then((reached) => {
          if (reached) {
            state = 'loading'
            setOnline(true)
            window.location.reload()
            return
          }
          const repeat = state === 'again'
          state = 'idle'
          if (repeat) ask()
        })
    }
    window.addEventListener('online', ask)
    // The connection may have come back before this page was hydrated, its 'online' event missed.
    if (navigator.onLine) ask()
    return () => window.removeEventListener('online', ask)
  }, [])
  return (
    <p role="status" className="mt-6 text-sm text-ink-soft">
      {online ? words.backOnline : ''}
    </p>
  )
}
