'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A box of deferred photographs (Photo's `deferred`: their files in `data-src` and `data-srcset`),
 * each given its files once it comes within half the box's width of being shown: in a sideways
 * row on a phone, the cards beside the one in view, not the whole row at page load. From there
 * the browser's own lazy loading decides, as the page scrolls down to it. Where the box is a grid
 * (wider screens), every card is in it, so each loads as any lazy photograph does.
 */
export function NearPhotos({ className, children }: { className: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const give = (image: Element) => {
      for (const file of [...(image.parentElement?.children ?? [])]) {
        const srcSet = file.getAttribute('data-srcset')
        if (srcSet) file.setAttribute('srcset', srcSet)
      }
      const src = image.getAttribute('data-src')
      if (src) image.setAttribute('src', src)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          give(entry.target)
          observer.unobserve(entry.target)
        }
      },
      { root: element, rootMargin: '0px 50%' },
    )
    for (const image of element.querySelectorAll('img[data-src]')) observer.observe(image)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={box} className={className}>
      {children}
    </div>
  )
}
