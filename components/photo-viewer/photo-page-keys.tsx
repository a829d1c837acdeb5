'use client'

import { useEffect } from 'react'

import { useForward } from '@/components/use-forward'
import { useVariantHref } from '@/components/use-variant-href'
import { arrowStep } from '@/lib/reading-direction'

type Props = { story: string; previous: string | null; next: string | null }

/**
 * A photograph's own page answers the viewer's keys: Esc back to the story, the arrows to the
 * previous and next photographs. Keys typed into a field, or with a modifier, are left alone.
 */
export function PhotoPageKeys({ story, previous, next }: Props) {
  const variantHref = useVariantHref()
  const forward = useForward()
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) {
        return
      }
      const to =
        event.key === 'Escape'
          ? story
          : arrowStep(event.key, forward) === -1
            ? previous
            : arrowStep(event.key, forward) === 1
              ? next
              : null
      if (!to) return
      event.preventDefault()
      // As the page's own links: plain navigations (a soft one would open the story's viewer).
      window.location.assign(variantHref(to))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [story, previous, next, variantHref, forward])
  return null
}
