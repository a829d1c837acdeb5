import type { LiteSavedWords } from '@/lib/lite/lite-words'

/**
 * Data saver's list of saved stories: the list's frame and one story's template, which data
 * saver's script (lib/lite/enhance.ts) fills from the browser's storage. Without the script a
 * browser keeps no stories, and the page says so.
 */
export function LiteSavedStories({
  words,
  empty,
  remove,
  unavailable,
}: {
  words: LiteSavedWords
  /** "No stories saved yet…", Remove's word, and "This browser cannot keep stories…". */
  empty: string
  remove: string
  unavailable: string
}) {
  return (
    <div data-lite-saved={JSON.stringify(words)} className="mt-12">
      <p
        role="status"
        data-status
        tabIndex={-1}
        className="mb-6 text-sm text-ink-soft empty:mb-0"
      />
      <p data-empty hidden className="text-lg text-ink-soft">
        {empty}
      </p>
      <p data-lite-unavailable hidden className="text-lg text-ink-soft">
        {unavailable}
      </p>
      <noscript>
        <p className="text-lg text-ink-soft">{unavailable}</p>
      </noscript>
      <ul data-list className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" />
      <template data-item>
        <li className="flex flex-col" data-saved-story>
          {/* A template: data saver's script gives each copy its story's address and title. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a data-link className="group block">
            {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
            <h2
              data-title
              className="font-display text-2xl leading-tight font-semibold group-hover:text-clay"
            />
          </a>
          <p data-story-language className="mt-1 text-sm text-ink-faint" />
          <p data-about className="mt-2 text-sm text-ink-soft" />
          <button
            type="button"
            data-remove
            className="mt-3 self-start rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep"
          >
            {remove}
          </button>
        </li>
      </template>
      <p
        data-total
        hidden
        className="mt-12 max-w-3xl border-t border-ink/10 pt-6 text-sm text-ink-soft"
      />
    </div>
  )
}
