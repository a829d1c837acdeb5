import type { ReactNode } from 'react'

import type { SelectOption } from '@/components/forms/select'
import type { Locale } from '@/lib/i18n/locales'
import { hrefIn, PAGES } from '@/lib/routes'
import type { StoryFilterValues } from '@/lib/story-filter'

type Props = StoryFilterValues & {
  categories: SelectOption[]
  countries: SelectOption[]
  children: ReactNode
  /** Each select's label and its "all" choice, and the button's words, in the page's language. */
  words: Record<keyof StoryFilterValues, { label: string; placeholder: string }> & {
    apply: string
  }
  locale: Locale
}

const FILTERS = ['category', 'country'] as const satisfies readonly (keyof StoryFilterValues)[]

/**
 * Data saver's story filters: a plain GET form of native selects, which works with no script at
 * all (a lite page runs none) and whose address is the full site's (`/lite/stories?category=…`).
 * The spec's select, with its search and keyboard rules, stays on the full site (StoryFilters).
 */
export function LiteStoryFilters({ children, words, locale, ...filter }: Props) {
  return (
    <>
      <form
        action={hrefIn({ locale, mode: 'lite' }, PAGES.stories)}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end lg:max-w-3xl"
      >
        {FILTERS.map((name) => (
          <label key={name} className="grid gap-1.5">
            <span className="text-sm font-medium">{words[name].label}</span>
            <select
              name={name}
              defaultValue={filter[name]}
              className="h-12 w-full rounded-sm border border-ink/20 bg-white/70 px-3 text-base"
            >
              <option value="">{words[name].placeholder}</option>
              {(name === 'category' ? filter.categories : filter.countries).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                  {option.count !== undefined && ` (${option.count})`}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="submit"
          className="h-12 rounded-full bg-ink px-6 font-medium text-paper hover:bg-clay"
        >
          {words.apply}
        </button>
      </form>
      <div className="mt-10">{children}</div>
    </>
  )
}
