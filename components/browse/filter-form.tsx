import type { SelectOption } from '@/components/forms/select'
import { thisVariant } from '@/lib/i18n/page-locale'
import { hrefIn, PAGES } from '@/lib/routes'
import { STORY_FILTERS, type StoryFilterValues } from '@/lib/story-filter'

type Props = StoryFilterValues & {
  categories: SelectOption[]
  countries: SelectOption[]
  /** Each select's label and its "all" choice, and the button's words, in the page's language. */
  words: Record<keyof StoryFilterValues, { label: string; placeholder: string }> & {
    apply: string
  }
}

/**
 * The story filters as a plain GET form of native selects and a button, which works with no
 * script at all: data saver's (a lite page runs none), and the full site's without JavaScript
 * (StoryFilters shows it there, where the enhanced select cannot run).
 */
export async function FilterForm({ words, ...filter }: Props) {
  // The form's address, in the page's language and variant: `/fr/lite/stories?category=…`.
  const variant = await thisVariant()
  return (
    <form
      action={hrefIn(variant, PAGES.stories)}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end lg:max-w-3xl"
    >
      {STORY_FILTERS.map((name) => (
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
  )
}
