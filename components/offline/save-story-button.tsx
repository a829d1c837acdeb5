'use client'

import { useEffect, useRef, useState } from 'react'

import { useCanSave } from '@/components/offline/use-can-save'

import { fill } from '@/lib/i18n/fill'
import type { Progress, StoryToSave } from '@/lib/offline/save-story'
import { isSaved, removeSaved } from '@/lib/offline/saved-store'

/** In the page's language; `saving` is raw catalog text with `{done}` and `{total}`. */
export type SaveWords = {
  save: string
  saving: string
  saved: string
  remove: string
  removed: string
  failed: string
  unavailable: string
  savedLink: string
}

type State = 'unknown' | 'unsupported' | 'idle' | 'saving' | 'saved' | 'failed' | 'removed'

type Props = { story: StoryToSave; savedPage: string; words: SaveWords }

const buttonClass =
  'rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep disabled:opacity-60'

/**
 * Save for offline: keeps the story, its photo pages and photographs on this device
 * (lib/offline/save-story.ts, loaded on the first press), shows its progress, then "Saved" with a
 * way to undo it. The service worker is registered by the first save, never before.
 */
export function SaveStoryButton({ story, savedPage, words }: Props) {
  const supported = useCanSave()
  const [checked, setState] = useState<State>('unknown')
  const state: State = supported === false ? 'unsupported' : checked
  const [progress, setProgress] = useState<Progress>({ done: 0, total: 0 })
  const removeButton = useRef<HTMLButtonElement>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  const focusAfter = useRef<'remove' | 'save' | null>(null)

  useEffect(() => {
    if (!supported) return
    let live = true
    void isSaved(story.path).then((saved) => {
      if (live) setState(saved ? 'saved' : 'idle')
    })
    return () => {
      live = false
    }
  }, [supported, story.path])

  useEffect(() => {
    const target = focusAfter.current === 'remove' ? removeButton : saveButton
    if (focusAfter.current && target.current) target.current.focus()
    focusAfter.current = null
  }, [state])

  const save = async () => {
    const keepFocus = document.activeElement === saveButton.current
    setState('saving')
    try {
      const { saveStory } = await import('@/lib/offline/save-story')
      await saveStory(story, setProgress)
      if (keepFocus) focusAfter.current = 'remove'
      setState('saved')
    } catch {
      setState('failed')
    }
  }

  const remove = async () => {
    const keepFocus = document.activeElement === removeButton.current
    await removeSaved(story.path)
    if (keepFocus) focusAfter.current = 'save'
    setState('removed')
  }

  const status =
    state === 'saving'
      ? fill(words.saving, progress)
      : state === 'saved'
        ? words.saved
        : state === 'removed'
          ? words.removed
          : state === 'failed'
            ? words.failed
            : state === 'unsupported'
              ? words.unavailable
              : ''

  return (
    // Saving needs its script: where none runs, no button that never wakes (js-only).
    <div className="flex js-only flex-wrap items-center gap-x-4 gap-y-2" data-save-story>
      {state === 'saved' ? (
        <>
          <span className="inline-flex items-center gap-2 text-sm font-medium text-ink">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-clay">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {words.saved}
          </span>
          <button ref={removeButton} type="button" className={buttonClass} onClick={remove}>
            {words.remove}
          </button>
          <a href={savedPage} className="text-sm underline decoration-ink/30 underline-offset-4">
            {words.savedLink}
          </a>
        </>
      ) : (
        <button
          ref={saveButton}
          type="button"
          className={buttonClass}
          disabled={state === 'unknown' || state === 'unsupported' || state === 'saving'}
          aria-busy={state === 'saving'}
          onClick={save}
        >
          {words.save}
        </button>
      )}
      {state === 'saving' && (
        <progress
          max={Math.max(progress.total, 1)}
          value={progress.done}
          aria-label={words.save}
          className="h-1.5 w-32 appearance-none overflow-hidden rounded-full bg-ink/10 [&::-moz-progress-bar]:bg-clay [&::-webkit-progress-bar]:bg-ink/10 [&::-webkit-progress-value]:bg-clay"
        />
      )}
      {/* Heard as it changes; once saved, the words beside the buttons show it already. */}
      <p role="status" className={state === 'saved' ? 'sr-only' : 'w-full text-sm text-ink-soft'}>
        {status}
      </p>
    </div>
  )
}
