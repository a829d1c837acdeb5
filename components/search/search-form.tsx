'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'

import { useVariantHref } from '@/components/use-variant-href'
import { QUERY_MAX_LENGTH } from '@/lib/search-query'
import { PAGES, SEARCH_PARAM, searchHref } from '@/lib/routes'

/** How long typing pauses before the results follow: one request per word, not per key. */
const TYPING_PAUSE_MS = 300

/**
 * The search page's box: a plain GET form (it works without JavaScript), whose results follow
 * the words as they are typed. Each pause asks the server for the page at the new URL, which
 * replaces the current one, so the results stay shareable and Back leaves the search.
 */
export function SearchForm({
  query,
  words,
}: {
  query: string
  /** Its name, an example of what to type, its button and what it says while it searches. */
  words: { label: string; example: string; submit: string; searching: string }
}) {
  const router = useRouter()
  const variantHref = useVariantHref()
  const [value, setValue] = useState(query)
  const [pending, startTransition] = useTransition()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const input = useRef<HTMLInputElement>(null)

  useEffect(() => () => clearTimeout(timer.current), [])
  // A search started elsewhere (the header's box, Back) shows its words, unless the reader is
  // typing here: their own words win.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query)
  }, [query])

  function follow(next: string) {
    setValue(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      startTransition(() => router.replace(variantHref(searchHref(next.trim())), { scroll: false }))
    }, TYPING_PAUSE_MS)
  }

  return (
    <form
      action={variantHref(PAGES.search)}
      role="search"
      aria-label={words.label}
      className="relative max-w-2xl"
    >
      <label htmlFor="search-page-input" className="sr-only">
        {words.label}
      </label>
      <input
        ref={input}
        id="search-page-input"
        type="search"
        name={SEARCH_PARAM}
        value={value}
        onChange={(event) => follow(event.target.value)}
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={words.example}
        className="h-14 w-full rounded-sm border border-ink/20 bg-white/70 ps-4 pe-28 text-lg text-ink placeholder:text-ink-faint focus:border-ink"
      />
      <button
        type="submit"
        className="absolute end-2 top-2 h-10 rounded-full bg-ink px-5 font-medium text-paper hover:bg-clay"
      >
        {words.submit}
      </button>
      <p aria-live="polite" className="sr-only">
        {pending ? words.searching : ''}
      </p>
    </form>
  )
}
