'use client'

import { useEffect, useRef, useState } from 'react'

import { formatApproxBytes, type ByteUnits } from '@/lib/approx-bytes'
import { fill } from '@/lib/i18n/fill'
import { isLocale, textDirection, type Locale } from '@/lib/i18n/locales'
import { usePageVariant } from '@/components/use-variant-href'
import type { SavedStory } from '@/lib/offline/offline-caches'
import { useCanSave } from '@/components/offline/use-can-save'
import {
  askToPersist,
  isPersisted,
  listSaved,
  removeSaved,
  sharedBytes,
} from '@/lib/offline/saved-store'

/**
 * In the page's language; `removeStory`, `savedOn`, `size`, `total` and `shared` are raw catalog
 * text.
 */
export type SavedWords = {
  empty: string
  remove: string
  removeStory: string
  removed: string
  savedOn: string
  size: string
  total: string
  /** What the stories share beside the total: the site's pages and code, kept once. */
  shared: string
  evictable: string
  keep: string
  kept: string
  unavailable: string
  /** "in English", "in Arabic"…: a story saved in another language than the page's. */
  inLanguage: Record<Locale, string>
}

type Props = { words: SavedWords; units: ByteUnits; language: string }

type Shelf = {
  stories: SavedStory[]
  /** What they share: the site's pages and code, kept once for all (sharedBytes). */
  shared: number
  persisted: boolean | null
}

async function readShelf(): Promise<Shelf> {
  const [stories, shared, persisted] = await Promise.all([
    listSaved(),
    sharedBytes(),
    isPersisted(),
  ])
  return { stories, shared, persisted }
}

/**
 * The stories saved on this device, read from the browser's storage (nothing of it is on the
 * server): cover, title, size, a way to remove each, the storage they use, and whether the
 * browser may clear them.
 */
export function SavedStories({ words, units, language }: Props) {
  const { locale } = usePageVariant()
  const supported = useCanSave()
  const [shelf, setShelf] = useState<Shelf | null>(null)
  const [message, setMessage] = useState('')
  // After a removal, where focus goes: the next story's Remove (the one that took its place),
  // else the message saying it was removed; never the page's body, which would lose the reader.
  const focusAfter = useRef<number | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const removed = focusAfter.current
    if (removed === null || shelf === null) return
    focusAfter.current = null
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? []
    const next = buttons[Math.min(removed, buttons.length - 1)]
    ;(next ?? status.current)?.focus()
  }, [shelf])

  useEffect(() => {
    if (!supported) return
    let live = true
    void readShelf().then((read) => {
      if (live) setShelf(read)
    })
    return () => {
      live = false
    }
  }, [supported])

  if (supported === false) return <p className="mt-12 text-ink-soft">{words.unavailable}</p>
  if (shelf === null) return <div className="mt-12 min-h-40" aria-busy="true" />

  const size = (bytes: number) => formatApproxBytes(bytes, units)
  const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' })

  const remove = async (story: SavedStory, index: number) => {
    await removeSaved(story.path)
    setMessage(words.removed)
    focusAfter.current = index
    setShelf(await readShelf())
  }
  // What the stories listed take, as each says (one story's size is the total's), and beside it
  // what they share: the browser's own estimate counts more (its padding), and disagreed.
  const used = shelf.stories.reduce((sum, story) => sum + story.bytes, 0)

  const keep = async () => {
    const persisted = await askToPersist()
    setShelf({ ...shelf, persisted })
  }

  return (
    <div className="mt-12">
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="mb-6 text-sm text-ink-soft empty:mb-0 focus:outline-none"
      >
        {message}
      </p>
      {shelf.stories.length === 0 ? (
        <p className="text-lg text-ink-soft">{words.empty}</p>
      ) : (
        <ul ref={list} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-saved-stories>
          {shelf.stories.map((story, index) => (
            <li key={story.path} className="flex flex-col" data-saved-story>
              <a href={story.path} className="group block">
                {story.cover && (
                  // A file in the story's own cache, at the width it was saved: no optimiser.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={story.cover}
                    alt=""
                    className="aspect-[4/5] w-full bg-paper-deep object-cover"
                  />
                )}
                <h2
                  lang={story.language}
                  dir={isLocale(story.language) ? textDirection(story.language) : 'auto'}
                  className="mt-4 font-display text-2xl leading-tight font-semibold group-hover:text-clay"
                >
                  {story.title}
                </h2>
              </a>
              {isLocale(story.language) && story.language !== locale && (
                <p className="mt-1 text-sm text-ink-faint" data-story-language={story.language}>
                  {words.inLanguage[story.language]}
                </p>
              )}
              <p className="mt-2 text-sm text-ink-soft">
                <span data-saved-size>{fill(words.size, { size: size(story.bytes) })}</span>
                {' · '}
                {fill(words.savedOn, { date: date.format(new Date(story.savedAt)) })}
              </p>
              <button
                type="button"
                data-remove
                onClick={() => void remove(story, index)}
                aria-label={fill(words.removeStory, { title: story.title })}
                className="mt-3 self-start rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep"
              >
                {words.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shelf.stories.length > 0 && (
        <div className="mt-12 max-w-3xl border-t border-ink/10 pt-6 text-sm text-ink-soft">
          <p data-storage-used>
            {fill(words.total, { size: size(used) })}{' '}
            {shelf.shared > 0 && (
              <span data-storage-shared>{fill(words.shared, { size: size(shelf.shared) })}</span>
            )}
          </p>
          {shelf.persisted === false && (
            <p className="mt-3">
              {words.evictable}{' '}
              <button
                type="button"
                onClick={() => void keep()}
                className="font-medium text-ink underline decoration-ink/30 underline-offset-4"
              >
                {words.keep}
              </button>
            </p>
          )}
          {shelf.persisted === true && <p className="mt-3">{words.kept}</p>}
        </div>
      )}
    </div>
  )
}
