import type { TextBlockResult } from '@/sanity/types'

/** Editors separate paragraphs with a blank line; each becomes its own <p>. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

export function TextBlock({ block }: { block: TextBlockResult }) {
  return (
    <div
      data-block="text"
      className="mx-auto max-w-3xl space-y-6 px-5 text-lg leading-[1.8] text-ink md:text-xl md:leading-[1.75]"
    >
      {splitParagraphs(block.text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
