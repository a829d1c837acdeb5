'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { SOFT_LINK_ATTRIBUTE } from '@/lib/soft-link'

/**
 * Plain links marked SOFT_LINK open their page as next/link does, without reloading the whole
 * page: one listener for the page instead of a client component per link, so a list of 150
 * names costs a phone no hydration. A click that asks for something else (another tab, a
 * download, a modifier key) is the browser's, and so is any click before this has loaded.
 */
export function SoftNavigation() {
  const router = useRouter()
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (
        !link?.hasAttribute(SOFT_LINK_ATTRIBUTE) ||
        link.target ||
        link.hasAttribute('download')
      ) {
        return
      }
      if (link.origin !== window.location.origin) return
      event.preventDefault()
      router.push(link.pathname + link.search + link.hash)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
