'use client'

import { useEffect, type RefObject } from 'react'

/**
 * A `<details>` disclosure (which opens with HTML alone, before and without scripts) that, once
 * its page is hydrated, also closes as a menu does: Escape closes it and gives focus back to its
 * summary; a click outside closes it.
 */
export function useDismissableDetails(details: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const element = details.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return
      element.open = false
      element.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick)
    }
  }, [details])
}
