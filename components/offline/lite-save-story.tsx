import type { ByteUnits } from '@/lib/approx-bytes'
import type { StoryToSave } from '@/lib/offline/keep-story'
import type { LiteSaveWords } from '@/lib/lite/lite-words'

const buttonClass =
  'rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep disabled:opacity-60'

/**
 * Data saver's Save for offline: markup only, hidden until data saver's script (lib/lite/enhance.ts)
 * finds a browser that can keep stories and shows it. It keeps the story and the photographs
 * the reader opened, then offers the others with their size. Without the script, nothing here.
 */
export function LiteSaveStory({
  story,
  savedPage,
  words,
  units,
}: {
  story: StoryToSave
  savedPage: string
  words: Omit<LiteSaveWords, 'units'> & { save: string; remove: string; savedLink: string }
  units: ByteUnits
}) {
  const { save, remove, savedLink, ...scriptWords } = words
  return (
    <div
      hidden
      data-save-story
      data-lite-save={JSON.stringify(story)}
      data-words={JSON.stringify({ ...scriptWords, units } satisfies LiteSaveWords)}
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <button type="button" data-save className={buttonClass}>
        {save}
      </button>
      <button type="button" data-remove hidden className={buttonClass}>
        {remove}
      </button>
      <button type="button" data-rest hidden className={buttonClass} />
      <a
        href={savedPage}
        data-saved-link
        hidden
        className="text-sm underline decoration-ink/30 underline-offset-4"
      >
        {savedLink}
      </a>
      <p role="status" data-status className="w-full text-sm text-ink-soft" />
    </div>
  )
}
