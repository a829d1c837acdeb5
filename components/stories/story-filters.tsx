'use client'

import { useOptimistic, useTransition, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'

import { Select, type SelectOption } from '@/components/forms/select'
import { storiesHref, type StoryFilterValues } from '@/lib/story-filter'

type Props = StoryFilterValues & {
  categories: SelectOption[]
  countries: SelectOption[]
  /** The results for the current filter, dimmed while the next ones load. */
  children: ReactNode
}

/** The category and country selects; a change pushes a new URL, so Back undoes it. */
export function StoryFilters({ category, country, categories, countries, children }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  // The selects show the new choice at once, before the server answers with the results.
  const [filter, setFilter] = useOptimistic<StoryFilterValues>({ category, country })

  function update(change: Partial<StoryFilterValues>) {
    const next = { ...filter, ...change }
    startTransition(() => {
      setFilter(next)
      router.push(storiesHref(next), { scroll: false })
    })
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <Select
          label="Category"
          options={categories}
          value={filter.category}
          onChange={(value) => update({ category: value })}
          placeholder="All categories"
          clearLabel="Show all categories"
        />
        <Select
          label="Country"
          options={countries}
          value={filter.country}
          onChange={(value) => update({ country: value })}
          placeholder="Any country"
          clearLabel="Show any country"
        />
      </div>
      <div
        aria-busy={pending}
        className={`mt-10 transition-opacity ${pending ? 'opacity-50' : ''}`}
      >
        {children}
      </div>
    </>
  )
}
