'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'

export type ViewerSlide = {
  /** The photo's own URL (/stories/<slug>/photos/<n>), shown in the address bar while open. */
  href: string
  /** The photograph and its caption, drawn on the server (PhotoStage). */
  figure: ReactNode
}

type Props = {
  slides: ViewerSlide[]
  /** The slide opened first (0-based). */
  start: number
  /** The story's title, which names the dialog. */
  title: string
}

/** A horizontal move of the pointer this long (CSS px) is a swipe to the next or previous. */
const SWIPE_PX = 50

/** The story's link to a photo, where focus returns when the viewer closes. */
function photoLink(href: string | undefined): HTMLElement | null {
  if (!href) return null
  return document.querySelector<HTMLElement>(`a[data-photo-link][href="${CSS.escape(href)}"]`)
}

/**
 * A story's photographs one at a time, over the story: a modal <dialog> (the browser keeps
 * focus inside and makes the page behind inert), ←/→ and swipes to move, Esc or Close to go
 * back. Each photo has its own URL: moving replaces it (so Back closes the viewer, whatever
 * photo is shown), and closing returns focus to that photo's link in the story.
 */
export function PhotoViewer({ slides, start, title }: Props) {
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  // The photo shown, as the cleanup on closing reads it (after the last render).
  const shown = useRef({ href: slides[start]?.href })
  const swipeFrom = useRef<number | null>(null)
  const count = slides.length
  const slide = slides[index]

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    const last = shown.current
    return () => {
      // Next keeps a route it leaves mounted but hidden (React's Activity), running this cleanup:
      // the dialog must leave the top layer, or the story would stay inert behind it.
      element?.close()
      const link = photoLink(last.href)
      link?.scrollIntoView({ block: 'center' })
      link?.focus({ preventScroll: true })
    }
  }, [])

  const go = (next: number) => {
    if (next < 0 || next >= count || next === index) return
    setIndex(next)
    const href = slides[next]?.href
    shown.current.href = href
    // Next's router keeps this entry as the current one: Back still leads to the story.
    if (href) window.history.replaceState(null, '', href)
  }
  const close = () => router.back()

  return (
    <dialog
      ref={dialog}
      aria-label={`Photographs of ${title}`}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-paper backdrop:bg-ink"
      onCancel={(event) => {
        // Esc: leave the way Back does, so the URL and the page agree.
        event.preventDefault()
        close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1)
        if (event.key === 'ArrowLeft') go(index - 1)
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between px-4 py-3 md:px-6">
          <p className="text-sm tabular-nums">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span aria-live="polite" className="sr-only">
              Photograph {index + 1} of {count}
            </span>
          </p>
          <button
            type="button"
            onClick={close}
            className="rounded-full px-4 py-2 text-sm font-medium hover:bg-paper/10"
          >
            Close
          </button>
        </div>
        <div
          className="flex min-h-0 flex-1 touch-pan-y items-center px-4 md:px-20"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX
          }}
          onPointerUp={(event) => {
            if (swipeFrom.current === null) return
            const moved = event.clientX - swipeFrom.current
            swipeFrom.current = null
            if (moved <= -SWIPE_PX) go(index + 1)
            if (moved >= SWIPE_PX) go(index - 1)
          }}
          onPointerCancel={() => {
            swipeFrom.current = null
          }}
          // A mouse drag would otherwise drag the image file away instead of swiping.
          onDragStart={(event) => event.preventDefault()}
        >
          <div key={slide?.href} className="w-full">
            {slide?.figure}
          </div>
        </div>
        <div className="flex justify-between px-4 py-3 md:px-6">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label="Previous photograph"
            className="rounded-full px-4 py-2 text-sm font-medium hover:bg-paper/10 disabled:opacity-40"
          >
            <span aria-hidden="true">← </span>Previous
            <span className="hidden sm:inline"> photograph</span>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label="Next photograph"
            className="rounded-full px-4 py-2 text-sm font-medium hover:bg-paper/10 disabled:opacity-40"
          >
            Next<span className="hidden sm:inline"> photograph</span>
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
    </dialog>
  )
}
