'use client'

import { type PointerEvent, useEffect, useRef } from 'react'

import type { Forward } from '@/lib/reading-direction'

import {
  type Box,
  contain,
  DOUBLE_TAP_SCALE,
  isZoomed,
  UNZOOMED,
  type Zoom,
  zoomAbout,
  zoomTransform,
} from '@/components/photo-viewer/photo-zoom'

/** A horizontal move this long (CSS px) is a swipe to the next or previous photograph. */
export const SWIPE_PX = 50
/** A downward move this long closes the viewer. */
export const CLOSE_PX = 100
/** Movement under this is a tap, not a drag. */
const TAP_SLOP_PX = 10
/** Two taps within this time (ms) and distance are a double tap. */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30

type Point = { x: number; y: number }

type Handlers = {
  canPrevious: boolean
  canNext: boolean
  /** Which way the row reads (lib/reading-direction.ts). */
  forward: Forward
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
  /** A single tap that was not the start of a double tap: shows or hides the controls. */
  onTap: () => void
}

type Gesture =
  | { kind: 'undecided'; from: Point; at: number }
  | { kind: 'swipe'; from: Point }
  | { kind: 'close'; from: Point }
  | { kind: 'pan'; from: Point; zoom: Zoom }
  | { kind: 'pinch'; distance: number; mid: Point; zoom: Zoom }
  | null

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * The viewer's touch and pointer gestures on its stage, all following the finger with no
 * animation of their own: a horizontal drag moves the photographs and, past SWIPE_PX, changes
 * photograph; a drag down moves the photograph and, past CLOSE_PX, closes; pinch and double tap
 * zoom (up to MAX_SCALE), a drag pans a zoomed photograph. Returns the refs for the row of
 * slides (`track`) and the slide shown (`current`, whose img is the one zoomed). Styles are set on the elements
 * directly: a re-render on every pointer move would be far too slow on a phone.
 */
export function usePhotoGestures(handlers: Handlers) {
  const track = useRef<HTMLDivElement>(null)
  const current = useRef<HTMLDivElement>(null)
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture>(null)
  const zoom = useRef<Zoom>(UNZOOMED)
  const box = useRef<Box | null>(null)
  const lastTap = useRef<{ at: number; point: Point } | null>(null)
  const tapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => () => clearTimeout(tapTimer.current), [])

  const photo = () => current.current?.querySelector('img') ?? null

  /** The photo's unzoomed box, measured once per zoom (a transform moves its client rect). */
  const boxOf = (img: HTMLElement): Box => {
    if (!box.current || !isZoomed(zoom.current)) {
      const { left, top, width, height } = img.getBoundingClientRect()
      box.current = { left, top, width, height }
    }
    return box.current
  }

  const applyZoom = (next: Zoom) => {
    zoom.current = next
    const img = photo()
    if (!img) return
    img.style.transformOrigin = '0 0'
    img.style.transform = zoomTransform(next)
    // Above its caption and the neighbouring slides while zoomed.
    img.style.position = isZoomed(next) ? 'relative' : ''
    img.style.zIndex = isZoomed(next) ? '10' : ''
    if (!isZoomed(next)) box.current = null
  }

  const moveTrack = (dx: number) => {
    if (track.current) track.current.style.transform = dx ? `translateX(${dx}px)` : ''
  }
  const moveCurrent = (dy: number) => {
    const slide = current.current
    if (!slide) return
    slide.style.transform = dy ? `translateY(${dy}px)` : ''
    slide.style.opacity = dy ? `${Math.max(0.3, 1 - dy / 400)}` : ''
  }

  const tap = (point: Point) => {
    const previous = lastTap.current
    const now = performance.now()
    if (
      previous &&
      now - previous.at < DOUBLE_TAP_MS &&
      distance(previous.point, point) < DOUBLE_TAP_PX
    ) {
      clearTimeout(tapTimer.current)
      lastTap.current = null
      const img = photo()
      if (!img) return
      applyZoom(
        isZoomed(zoom.current)
          ? UNZOOMED
          : zoomAbout(zoom.current, DOUBLE_TAP_SCALE, point, boxOf(img)),
      )
      return
    }
    lastTap.current = { at: now, point }
    clearTimeout(tapTimer.current)
    tapTimer.current = setTimeout(() => latest.current.onTap(), DOUBLE_TAP_MS)
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const point = { x: event.clientX, y: event.clientY }
    pointers.current.set(event.pointerId, point)
    const [first, second] = [...pointers.current.values()]
    const img = photo()
    if (first && second && img) {
      // A second finger: whatever the first was doing becomes a pinch.
      boxOf(img)
      moveTrack(0)
      moveCurrent(0)
      gesture.current = {
        kind: 'pinch',
        distance: distance(first, second),
        mid: midpoint(first, second),
        zoom: zoom.current,
      }
    } else if (first) {
      gesture.current = isZoomed(zoom.current)
        ? { kind: 'pan', from: point, zoom: zoom.current }
        : { kind: 'undecided', from: point, at: performance.now() }
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    const point = { x: event.clientX, y: event.clientY }
    pointers.current.set(event.pointerId, point)
    const now = gesture.current
    if (!now) return
    const img = photo()
    if (now.kind === 'pinch') {
      const [first, second] = [...pointers.current.values()]
      if (!first || !second || !img || now.distance === 0) return
      const scale = (now.zoom.scale * distance(first, second)) / now.distance
      applyZoom(zoomAbout(now.zoom, scale, now.mid, boxOf(img), midpoint(first, second)))
      return
    }
    const dx = point.x - now.from.x
    const dy = point.y - now.from.y
    if (now.kind === 'pan') {
      if (img)
        applyZoom(contain({ ...now.zoom, x: now.zoom.x + dx, y: now.zoom.y + dy }, boxOf(img)))
      return
    }
    if (now.kind === 'undecided') {
      if (Math.max(Math.abs(dx), Math.abs(dy)) < TAP_SLOP_PX) return
      if (Math.abs(dx) >= Math.abs(dy)) gesture.current = { kind: 'swipe', from: now.from }
      else if (dy > 0) gesture.current = { kind: 'close', from: now.from }
      else return
    }
    const { canPrevious, canNext } = latest.current
    if (gesture.current?.kind === 'swipe') {
      // Past the first or last photograph the row gives a little, to show there is no more.
      // Toward the next photograph: leftwards in a left-to-right page, rightwards in Arabic.
      const toward = -dx * latest.current.forward
      const blocked = (toward < 0 && !canPrevious) || (toward > 0 && !canNext)
      moveTrack(blocked ? dx / 4 : dx)
    } else if (gesture.current?.kind === 'close') {
      moveCurrent(Math.max(0, dy))
    }
  }

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const point = pointers.current.get(event.pointerId)
    pointers.current.delete(event.pointerId)
    const now = gesture.current
    if (!point || !now) return
    if (now.kind === 'pinch') {
      // The remaining finger pans from where it is; lifting both ends the pinch.
      const [rest] = [...pointers.current.values()]
      gesture.current =
        rest && isZoomed(zoom.current) ? { kind: 'pan', from: rest, zoom: zoom.current } : null
      return
    }
    gesture.current = null
    const end = { x: event.clientX, y: event.clientY }
    const dx = end.x - ('from' in now ? now.from.x : end.x)
    const dy = end.y - ('from' in now ? now.from.y : end.y)
    moveTrack(0)
    moveCurrent(0)
    const { canPrevious, canNext, onPrevious, onNext, onClose } = latest.current
    if (now.kind === 'swipe') {
      const toward = -dx * latest.current.forward
      if (toward >= SWIPE_PX && canNext) onNext()
      else if (toward <= -SWIPE_PX && canPrevious) onPrevious()
    } else if (now.kind === 'close') {
      if (dy >= CLOSE_PX) onClose()
    } else if (
      now.kind === 'undecided' ||
      (now.kind === 'pan' && Math.hypot(dx, dy) < TAP_SLOP_PX)
    ) {
      tap(end)
    }
  }

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId)
    gesture.current = null
    moveTrack(0)
    moveCurrent(0)
  }

  return {
    track,
    current,
    /** Back to scale 1 (a new photograph is shown unzoomed). */
    resetZoom: () => applyZoom(UNZOOMED),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  }
}
