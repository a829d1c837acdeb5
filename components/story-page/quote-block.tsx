import type { QuoteBlockResult } from '@/sanity/types'

/** A pull quote: set large in the display face, a little wider than the text column. */
export function QuoteBlock({ block }: { block: QuoteBlockResult }) {
  return (
    <figure data-block="quote" className="mx-auto max-w-4xl px-5">
      <blockquote className="border-s-2 border-clay ps-6 font-display text-2xl leading-snug font-semibold text-balance text-ink italic md:ps-10 md:text-4xl md:leading-tight">
        <p>{block.quote}</p>
      </blockquote>
    </figure>
  )
}
