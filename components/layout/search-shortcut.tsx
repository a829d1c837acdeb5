'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useVariantHref } from '@/components/use-variant-href'
import { PAGES } from '@/lib/routes'

/** Whether a key press is someone typing (in a field, or with a modifier): `/` is theirs then. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target
  if (event.metaKey || event.ctrlKey || event.altKey) return true
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * `/` focuses the search box, as on most sites with one: the header's where it shows (from md),
 * else the search page's, else it opens the search page. Renders nothing.
 */
export function SearchShortcut({ inputId }: { inputId: string }) {
  const router = useRouter()
  const searchPage = useVariantHref()(PAGES.search)
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || isTyping(event)) return
      event.preventDefault()
      const boxes = [document.getElementById('search-page-input'), document.getElementById(inputId)]
      const box = boxes.find(
        (element) => element instanceof HTMLInputElement && element.offsetParent,
      )
      if (box) box.focus()
      else router.push(searchPage)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [inputId, router, searchPage])
  return null
}
