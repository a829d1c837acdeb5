'use client'

// A searchable select: the WAI-ARIA 1.2 editable combobox with list autocomplete. Rules:
// - Typing filters the options (case- and accent-insensitive "contains"); no match shows
//   `No options found`.
// - Arrow Down/Up open the list and move the active option, wrapping at either end. Home/End
//   stay with the text box (they move the caret), as the pattern allows.
// - Enter picks the active option (one reached with the arrow keys). Otherwise, while
//   searching, it picks only when exactly one option matches; with several it does nothing.
// - The list closes on picking an option, on Escape, on Tab and on a click outside.
// - `aria-selected` marks the chosen value; the active option is `aria-activedescendant`.
// - Text typed before the page is hydrated is a search like any other, once it is.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'

import { matchesSearch } from '@/lib/search'

/** `count`, when given, follows the label as "(3)": how many results picking it gives. */
export type SelectOption = { label: string; value: string; count?: number }

/** The spec's message when the search matches nothing; a page in another language gives its own. */
const NO_OPTIONS_MESSAGE = 'No options found'

const POPUP_CLASS = 'rounded-sm border border-ink/15 bg-white text-base shadow-lg'

type ListState = {
  open: boolean
  /** What the visitor typed; only in use while `searching`, else the box shows the choice. */
  query: string
  searching: boolean
  /** Index into the visible options; -1 for none. */
  activeIndex: number
}
const CLOSED: ListState = { open: false, query: '', searching: false, activeIndex: -1 }

export type SelectProps = {
  /** The visible label, which is also the combobox's accessible name. */
  label: string
  options: SelectOption[]
  /** The chosen option's value; '' for none. */
  value: string
  onChange: (value: string) => void
  /** Shown in the empty text box, e.g. "All categories". */
  placeholder?: string
  /** When given, a button clears the choice (calls onChange('')); its accessible name. */
  clearLabel?: string
  /** Shown when the search matches nothing, in the page's language (`select.none`). */
  noOptions?: string
  className?: string
}

export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  clearLabel,
  noOptions = NO_OPTIONS_MESSAGE,
  className = '',
}: SelectProps) {
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [{ open, query, searching, activeIndex }, setState] = useState<ListState>(CLOSED)

  const chosen = options.find((option) => option.value === value)
  const visible = searching ? options.filter((o) => matchesSearch(o.label, query)) : options
  const active = open ? visible[activeIndex] : undefined

  const close = () => setState(CLOSED)
  const setActiveIndex = (next: (index: number) => number) =>
    setState((state) => ({ ...state, activeIndex: next(state.activeIndex) }))

  function pick(option: SelectOption) {
    close()
    onChange(option.value)
  }

  function openAt(activeIndex: number) {
    setState({ ...CLOSED, open: true, activeIndex })
  }

  function search(text: string) {
    const matches = options.filter((o) => matchesSearch(o.label, text))
    // A single match is made active, so the visitor sees what Enter will pick.
    const activeIndex = matches.length === 1 ? 0 : -1
    setState({ open: true, query: text, searching: true, activeIndex })
  }

  // Text typed before hydration (a slow phone, a script still on its way) stays in the box, but
  // React, which hydrated the box as rendered (its defaultValue), never saw it typed: take it as
  // typed now, so the list shows its matches and Enter picks; in the commit, before any render
  // could put the rendered text back. Left behind (focus moved on), it goes, as a Tab would do.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input || input.value === input.defaultValue) return
    if (document.activeElement === input) search(input.value)
    else input.value = input.defaultValue
    // Once, on hydration; `search` reads the options of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A click anywhere outside closes the list (focus may not move, e.g. on plain text).
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setState(CLOSED)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // Keep the active option in view as the arrow keys move through a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = visible.length
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault()
        if (!open) return openAt(chosen ? options.indexOf(chosen) : 0)
        if (count > 0) setActiveIndex((i) => (i + 1) % count)
        return
      }
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) return openAt(chosen ? options.indexOf(chosen) : options.length - 1)
        if (count > 0) setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1))
        return
      }
      case 'Enter': {
        if (!open) return
        event.preventDefault()
        const only = searching && count === 1 ? visible[0] : undefined
        const target = active ?? only
        if (target) pick(target)
        return
      }
      case 'Escape': {
        if (!open) return
        event.preventDefault()
        close()
        return
      }
      case 'Tab':
        close()
        return
    }
  }

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          // A value with no option (e.g. from an old URL) shows as is, so it can be seen and cleared.
          value={searching ? query : (chosen?.label ?? value)}
          onChange={(event) => search(event.target.value)}
          onClick={() => {
            if (open) return
            openAt(-1)
            inputRef.current?.select()
          }}
          onKeyDown={onKeyDown}
          // Spec: the text input is 12 layout units high.
          className="h-12 w-full rounded-sm border border-ink/20 bg-white/70 ps-4 pe-20 text-base text-ink placeholder:text-ink-faint focus:border-ink"
        />
        <div className="absolute inset-y-0 end-0 flex items-center gap-1 pe-3">
          {clearLabel && value && (
            <button
              type="button"
              aria-label={clearLabel}
              onClick={() => {
                close()
                onChange('')
                inputRef.current?.focus()
              }}
              className="grid size-8 place-items-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
            >
              <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} fill="none" />
              </svg>
            </button>
          )}
          <svg
            viewBox="0 0 24 24"
            className={`pointer-events-none size-4 text-ink-soft transition ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth={2} fill="none" />
          </svg>
        </div>
      </div>
      {/* The listbox itself scrolls: a combobox popup needs no focusable content to scroll. */}
      <div hidden={!open} className="absolute z-20 mt-1 w-full">
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          // Spec: the list is at most 60 layout units high; it scrolls beyond.
          className={`max-h-60 ${POPUP_CLASS} overflow-auto py-1 empty:hidden`}
        >
          {visible.map((option, index) => {
            const isActive = index === activeIndex
            const isChosen = option.value === value
            return (
              // Keyboard use stays in the text box (aria-activedescendant), so options take
              // clicks only; mousedown is cancelled so the box keeps focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isChosen}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => setActiveIndex(() => index)}
                className={`flex cursor-pointer items-center justify-between px-4 py-2.5 text-base ${
                  isActive ? 'bg-paper-deep text-ink' : 'text-ink-soft'
                } ${isChosen ? 'font-semibold text-ink' : ''}`}
              >
                <span>
                  {option.label}
                  {option.count !== undefined && (
                    <>
                      {' '}
                      <span className="font-normal text-ink-faint">({option.count})</span>
                    </>
                  )}
                </span>
                {isChosen && (
                  <svg viewBox="0 0 24 24" className="size-4 text-clay" aria-hidden="true">
                    <path d="M5 12l5 5 9-11" stroke="currentColor" strokeWidth={2} fill="none" />
                  </svg>
                )}
              </li>
            )
          })}
        </ul>
        <p aria-live="polite" className={`${POPUP_CLASS} px-4 py-3 text-ink-faint empty:hidden`}>
          {open && visible.length === 0 && noOptions}
        </p>
      </div>
    </div>
  )
}
