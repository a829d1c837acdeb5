import { ImageBlock, type PhotoLinks } from '@/components/story-page/image-block'
import { QuoteBlock } from '@/components/story-page/quote-block'
import { TextBlock } from '@/components/story-page/text-block'
import type { ContentBlockResult } from '@/sanity/types'

type BlockProps = {
  block: ContentBlockResult
  country: string
  links?: PhotoLinks
}

function ContentBlock({ block, country, links }: BlockProps) {
  switch (block._type) {
    case 'textBlock':
      return <TextBlock block={block} />
    case 'imageBlock':
      return <ImageBlock block={block} country={country} links={links} />
    case 'quoteBlock':
      return <QuoteBlock block={block} />
    // A block type added in the CMS before the site knows it: skip it rather than crash.
    default:
      return null
  }
}

/**
 * A story's body: its blocks in the editor's order, spaced like magazine pages. Each block's root
 * carries `data-block` (text, quote, image-<layout>) so end-to-end tests can check that order.
 */
export function ContentBlocks({
  blocks,
  country,
  links,
}: {
  blocks: ContentBlockResult[]
  /** The story's country, named after each photograph's place. */
  country: string
  /** Each photograph's link into the viewer, by its key. */
  links?: PhotoLinks
}) {
  return (
    <div className="space-y-12 md:space-y-20">
      {blocks.map((block) => (
        <ContentBlock key={block._key} block={block} country={country} links={links} />
      ))}
    </div>
  )
}
