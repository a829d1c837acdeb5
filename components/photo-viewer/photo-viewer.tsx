'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { usePhotoGestures } from '@/components/photo-viewer/use-photo-gestures'
import { useForward } from '@/components/use-forward'
import { usePageMode, useVariantHref } from '@/components/use-variant-href'
import { centreInView } from '@/lib/centre-in-view'
import { arrowStep } from '@/lib/reading-direction'
import { fill } from '@/lib/i18n/fill'
import type { ViewerWords } from '@/components/photo-viewer/viewer-words'

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
  /** Its words in the page's language (viewerWords). */
  words: ViewerWords
}

/** The story's link to a photo, where focus returns when the viewer closes. */
function photoLink(href: string | undefined): HTMLElement | null {
  if (!href) return null
  return document.querySelector<HTMLElement>(`a[data-photo-link][href="${CSS.escape(href)}"]`)
}

const buttonClass =
  'rounded-full px-4 py-2 text-sm font-medium hover:bg-paper/10 disabled:opacity-40'

/**
 * A story's photographs one at a time, over the story: a modal <dialog> (the browser keeps
 * focus inside and makes the page behind inert), the whole screen for the photograph (edge to
 * edge on a phone), ←/→, swipes and buttons to move, pinch or double tap to zoom, a tap to hide
 * or show the controls and caption, Esc, Close or a swipe down to go back. Each photo has its
 * own URL: moving replaces it (so Back closes the viewer, whatever photo is shown), and closing
 * returns focus to that photo's link in the story.
 */
export function PhotoViewer({ slides, start, title, words }: Props) {
  // The neighbours' photographs load ahead, there when the reader moves; not in data saver mode,
  // where only what the reader asks for loads.
  const preloadNeighbours = usePageMode() === 'full'
  const router = useRouter()
  // Each photo's URL as this page's links write it (its lite URL in data saver mode).
  const variantHref = useVariantHref()
  const hrefOf = (n: number) => {
    const href = slides[n]?.href
    return href === undefined ? undefined : variantHref(href)
  }
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const [controls, setControls] = useState(true)
  // The photo shown, as the cleanup on closing reads it (after the last render).
  const shown = useRef({ href: hrefOf(start) })
  const count = slides.length

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    const last = shown.current
    return () => {
      // Next keeps a route it leaves mounted but hidden (React's Activity), running this cleanup:
      // the dialog must leave the top layer, or the story would stay inert behind it.
      element?.close()
      const link = photoLink(last.href)
      link?.focus({ preventScroll: true })
      // After the router's own scroll handling of the Back that closed it (two frames on), or
      // the page is left where the viewer was opened, far from the photograph focus is on.
      requestAnimationFrame(() => requestAnimationFrame(() => link && centreInView(link)))
    }
  }, [])

  const go = (next: number) => {
    if (next < 0 || next >= count || next === index) return
    resetZoom()
    setIndex(next)
    const href = hrefOf(next)
    shown.current.href = href
    // Next's router keeps this entry as the current one: Back still leads to the story.
    if (href) window.history.replaceState(null, '', href)
  }
  const close = () => router.back()

  const forward = useForward()
  const { track, current, handlers, resetZoom } = usePhotoGestures({
    forward,
    canPrevious: index > 0,
    canNext: index < count - 1,
    onPrevious: () => go(index - 1),
    onNext: () => go(index + 1),
    onClose: close,
    onTap: () => setControls((on) => !on),
  })

  // The neighbours' photographs load now, not when they are shown (they are lazy in the HTML).
  useEffect(() => {
    if (!preloadNeighbours) return
    track.current
      ?.querySelectorAll<HTMLImageElement>('[data-slide="neighbour"] img')
      .forEach((img) => {
        img.loading = 'eager'
      })
  }, [index, preloadNeighbours, track])

  const neighbours = [index - 1, index, index + 1].filter((n) => n >= 0 && n < count)
  const hidden = controls ? '' : 'opacity-0'

  return (
    <dialog
      ref={dialog}
      aria-label={fill(words.label, { title })}
      data-controls={controls ? 'shown' : 'hidden'}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-ink p-0 text-paper backdrop:bg-ink data-[controls=hidden]:[&_figcaption]:invisible"
      onCancel={(event) => {
        // Esc: leave the way Back does, so the URL and the page agree.
        event.preventDefault()
        close()
      }}
      onKeyDown={(event) => {
        const step = arrowStep(event.key, forward)
        if (step) go(index + step)
      }}
      // A keyboard reader never taps: its focus shows the controls again.
      onFocus={() => setControls(true)}
    >
      <div className="flex h-full flex-col">
        <div
          className={`relative z-20 flex items-center justify-between px-4 py-3 md:px-6 ${hidden}`}
        >
          <p className="text-sm tabular-nums">
            <span aria-hidden="true">{fill(words.counter, { index: index + 1, count })}</span>
            <span aria-live="polite" className="sr-only">
              {fill(words.status, { index: index + 1, count })}
            </span>
          </p>
          <button type="button" onClick={close} className={buttonClass}>
            {words.close}
          </button>
        </div>
        <div
          className="relative min-h-0 flex-1 cursor-zoom-in touch-none overflow-hidden select-none"
          {...handlers}
          // A mouse drag would otherwise drag the image file away instead of swiping.
          onDragStart={(event) => event.preventDefault()}
        >
          <div ref={track} className="absolute inset-0">
            {neighbours.map((n) => {
              const slide = slides[n]
              if (!slide) return null
              const isCurrent = n === index
              return (
                <div
                  key={slide.href}
                  ref={isCurrent ? current : undefined}
                  data-slide={isCurrent ? 'current' : 'neighbour'}
                  aria-hidden={isCurrent ? undefined : true}
                  inert={!isCurrent}
                  className="absolute inset-0 flex items-center md:px-20"
                  style={{
                    transform: isCurrent
                      ? undefined
                      : `translateX(${(n - index) * forward * 100}%)`,
                  }}
                >
                  <div className="w-full">{slide.figure}</div>
                </div>
              )
            })}
          </div>
        </div>
        <div className={`relative z-20 flex justify-between px-4 py-3 md:px-6 ${hidden}`}>
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={words.previous}
            className={buttonClass}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{' '}
            <span className="sm:hidden">{words.previousShort}</span>
            <span className="hidden sm:inline">{words.previous}</span>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label={words.next}
            className={buttonClass}
          >
            <span className="sm:hidden">{words.nextShort}</span>
            <span className="hidden sm:inline">{words.next}</span>{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </button>
        </div>
      </div>
    </dialog>
  )
}
