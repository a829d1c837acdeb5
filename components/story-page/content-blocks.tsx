import { ImageBlock, type PhotoLinks } from '@/components/story-page/image-block'
import { QuoteBlock } from '@/components/story-page/quote-block'
import { TextBlock } from '@/components/story-page/text-block'
import type { Locale } from '@/lib/i18n/locales'
import type { ContentBlockResult } from '@/sanity/types'

type BlockProps = {
  block: ContentBlockResult
  country: string
  locale: Locale
  saver: boolean
  links?: PhotoLinks
}

function ContentBlock({ block, country, locale, saver, links }: BlockProps) {
  switch (block._type) {
    case 'textBlock':
      return <TextBlock block={block} />
    case 'imageBlock':
      return (
        <ImageBlock block={block} country={country} locale={locale} saver={saver} links={links} />
      )
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
  locale,
  saver = false,
  links,
}: {
  blocks: ContentBlockResult[]
  /** The story's country, named after each photograph's place. */
  country: string
  /** The page's language: captions' words and the country's name. */
  locale: Locale
  /** Each photograph's link into the viewer, by its key. */
  links?: PhotoLinks
  /** Data saver mode: photographs load when tapped (lib/data-saver.ts). */
  saver?: boolean
}) {
  return (
    <div className="space-y-12 md:space-y-20">
      {blocks.map((block) => (
        <ContentBlock
          key={block._key}
          block={block}
          country={country}
          locale={locale}
          saver={saver}
          links={links}
        />
      ))}
    </div>
  )
}
