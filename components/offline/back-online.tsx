'use client'

import { useEffect, useState } from 'react'

/**
 * On the offline page, which the service worker shows at the address the reader asked for: when
 * the connection comes back, that page loads by itself, and a screen reader hears why.
 */
export function BackOnline({ words }: { words: { backOnline: string } }) {
  const [online, setOnline] = useState(false)
  useEffect(() => {
    let loading = false
    const load = () => {
      if (loading) return
      loading = true
      setOnline(true)
      window.location.reload()
    }
    window.addEventListener('online', load)
    // The connection may have come back before this page was hydrated, its 'online' event missed.
    // The browser saying it is online is not enough (a network that reaches nothing says so too):
    // one HEAD request (the service worker answers only GETs) asks the site itself, once.
    if (navigator.onLine) {
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.ok && load(),
        () => {},
      )
    }
    return () => window.removeEventListener('online', load)
  }, [])
  return (
    <p role="status" className="mt-6 text-sm text-ink-soft">
      {online ? words.backOnline : ''}
    </p>
  )
}
