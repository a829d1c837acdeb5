import { highlight } from '@/lib/search-highlight'

/** `text` with the words a search matched marked; React escapes the text itself. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-[2px] bg-clay/15 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
