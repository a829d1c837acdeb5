import type { StoryToSave } from '@/lib/offline/keep-story'
import type { LiteSaveWords } from '@/lib/lite/lite-words'

const buttonClass =
  'rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep disabled:opacity-60'

/**
 * Data saver's Save for offline: markup only, hidden until data saver's script (lib/lite/enhance.ts)
 * finds a browser that can keep stories and shows it. It keeps the story with every photograph,
 * those not opened yet too: offline, a photograph left behind would be an empty box. Without the
 * script, nothing here.
 */
export function LiteSaveStory({
  story,
  savedPage,
  words,
}: {
  story: StoryToSave
  savedPage: string
  words: LiteSaveWords & { save: string; remove: string; savedLink: string }
}) {
  const { save, remove, savedLink, ...scriptWords } = words
  return (
    <div
      hidden
      data-save-story
      data-lite-save={JSON.stringify(story)}
      data-words={JSON.stringify(scriptWords satisfies LiteSaveWords)}
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <button type="button" data-save className={buttonClass}>
        {save}
      </button>
      <button type="button" data-remove hidden className={buttonClass}>
        {remove}
      </button>
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
