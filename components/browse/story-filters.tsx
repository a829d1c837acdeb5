'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { Select, type SelectOption, type SelectProps } from '@/components/forms/select'
import { useVariantHref } from '@/components/use-variant-href'
import { STORY_FILTERS, type StoryFilterValues } from '@/lib/story-filter'
import { storiesHref } from '@/lib/routes'

type Props = StoryFilterValues & {
  categories: SelectOption[]
  countries: SelectOption[]
  /** The results for the current filter, dimmed while the next ones load. */
  children: ReactNode
  /** The filters as a plain form (FilterForm), shown in their place where scripts do not run. */
  withoutScript: ReactNode
  /** Each select's label, placeholder and clear button's label, in the page's language. */
  words: Record<
    keyof StoryFilterValues,
    Pick<SelectProps, 'label' | 'placeholder' | 'clearLabel' | 'noOptions'>
  >
}

/** The two selects, in their order: each sets one value of the filter. */

/**
 * The category and country selects; a change loads the new URL, so Back undoes it. A document
 * load, not router.push: the client router would answer `/stories?category=…` from its copy of
 * the static `/stories`, which reads no search params; only the proxy knows it is another page.
 */
export function StoryFilters({
  category,
  country,
  categories,
  countries,
  children,
  withoutScript,
  words,
}: Props) {
  // The selects show the new choice at once, while the next page loads.
  const [filter, setFilter] = useState<StoryFilterValues>({ category, country })
  const [pending, setPending] = useState(false)
  const variantHref = useVariantHref()

  useEffect(() => {
    // Back restores this page from the back/forward cache as it was left (the new choice in its
    // box, dimmed while loading): show what its URL says again.
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return
      setFilter({ category, country })
      setPending(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [category, country])

  function update(change: Partial<StoryFilterValues>) {
    const next = { ...filter, ...change }
    setFilter(next)
    setPending(true)
    window.location.assign(variantHref(storiesHref(next)))
  }

  return (
    <>
      {/* The spec's selects need their script: without scripts, the plain form instead. */}
      <div className="grid js-only gap-4 sm:grid-cols-2 lg:max-w-3xl">
        {STORY_FILTERS.map((name) => (
          <Select
            key={name}
            {...words[name]}
            options={name === 'category' ? categories : countries}
            value={filter[name]}
            onChange={(value) => update({ [name]: value })}
          />
        ))}
      </div>
      <noscript>{withoutScript}</noscript>
      <div
        aria-busy={pending}
        className={`mt-10 transition-opacity ${pending ? 'opacity-50' : ''}`}
      >
        {children}
      </div>
    </>
  )
}
