'use client'

import { useEffect, useState } from 'react'

import { offlinePagePath } from '@/lib/offline/offline-paths'

/** The address this tab last reloaded on hydration: it is never reloaded so twice in a row. */
const RELOADED_KEY = 'ruum-offline-reloaded'

/**
 * On the offline page, which the service worker shows at the address the reader asked for: when
 * the connection comes back, that page loads by itself, and a screen reader hears why. At its own
 * address (`/offline`, opened online or from a link) there is no other page to load: it never
 * reloads, and asks nothing.
 */
export function BackOnline({ words }: { words: { backOnline: string } }) {
  const [online, setOnline] = useState(false)
  useEffect(() => {
    const { pathname, href } = window.location
    if (offlinePagePath(pathname) === pathname) return
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
      fetch(href, { method: 'HEAD', cache: 'no-store' })
        .then((response) => response.ok)
        .catch(() => false)
        .then((reached) => {
          if (reached) {
            state = 'loading'
            setOnline(true)
            sessionStorage.setItem(RELOADED_KEY, href)
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
    // Not if this tab has just reloaded this address so (the site answers a HEAD but its page still
    // fails): that would be a loop; the next 'online' event may still load it.
    const reloadedHere = sessionStorage.getItem(RELOADED_KEY) === href
    sessionStorage.removeItem(RELOADED_KEY)
    if (navigator.onLine && !reloadedHere) ask()
    return () => window.removeEventListener('online', ask)
  }, [])
  return (
    <p role="status" className="mt-6 text-sm text-ink-soft">
      {online ? words.backOnline : ''}
    </p>
  )
}
