'use client'

import { useEffect, useState } from 'react'

/**
 * On the offline page, which the service worker shows at the address the reader asked for: when
 * the connection comes back, that page loads by itself, and a screen reader hears why.
 */
export function BackOnline({ words }: { words: { backOnline: string } }) {
  const [online, setOnline] = useState(false)
  useEffect(() => {
    const load = () => {
      setOnline(true)
      window.location.reload()
    }
    window.addEventListener('online', load)
    return () => window.removeEventListener('online', load)
  }, [])
  return (
    <p role="status" className="mt-6 text-sm text-ink-soft">
      {online ? words.backOnline : ''}
    </p>
  )
}
