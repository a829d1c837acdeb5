// The documents of the embedded dataset, exactly as Sanity stores and exports them
// (one JSON object per NDJSON line). Issue #4 replaces these with TypeGen output.
import type { ImageLayout } from '../../lib/lists/image-layouts'

export type Reference = { _type: 'reference'; _ref: string }
export type Slug = { _type: 'slug'; current: string }

export type ImageHotspot = {
  _type: 'sanity.imageHotspot'
  x: number
  y: number
  height: number
  width: number
}
export type ImageCrop = {
  _type: 'sanity.imageCrop'
  top: number
  bottom: number
  left: number
  right: number
}

/** An image field: `asset._ref` is `image-<assetId>-<width>x<height>-<ext>`. */
export type SanityImage = {
  _type: 'image'
  asset: Reference
  alt: string
  hotspot?: ImageHotspot
  crop?: ImageCrop
}

export type ImageAssetDocument = {
  _id: string
  _type: 'sanity.imageAsset'
  assetId: string
  sha1hash: string
  /** `images/<projectId>/<dataset>/<assetId>-<width>x<height>.jpg` */
  path: string
  url: string
  extension: 'jpg'
  mimeType: 'image/jpeg'
  originalFilename: string
  size: number
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: {
      _type: 'sanity.imageDimensions'
      width: number
      height: number
      aspectRatio: number
    }
    /** A tiny blurred preview as a data URL, used as the placeholder while loading. */
    lqip: string
  }
}

export type CategoryDocument = {
  _id: string
  _type: 'category'
  title: string
  slug: Slug
  cover: SanityImage
}

export type PersonDocument = {
  _id: string
  _type: 'person'
  firstName: string
  lastName: string
}

export type TextBlock = { _key: string; _type: 'textBlock'; text: string }
export type ImageBlock = {
  _key: string
  _type: 'imageBlock'
  layout: ImageLayout
  images: Array<SanityImage & { _key: string }>
}
export type QuoteBlock = { _key: string; _type: 'quoteBlock'; quote: string }
export type ContentBlock = TextBlock | ImageBlock | QuoteBlock

export type Credit = { _key: string; _type: 'credit'; title: string; content: string }

export type StoryDocument = {
  _id: string
  _type: 'story'
  title: string
  slug: Slug
  description: string
  cover: SanityImage
  thumbnail: SanityImage
  readTime: number
  category: Reference
  publishedOn: string
  storyTeller: Reference
  country: string
  work: string[]
  content: ContentBlock[]
  credits: Credit[]
}

/** A link to one of the site's or a person's social profiles; `kind` is one of lib/social.ts. */
export type SocialLink = { _key: string; _type: 'socialLink'; kind: string; url: string }

export type TeamMemberDocument = {
  _id: string
  _type: 'teamMember'
  firstName: string
  lastName: string
  role: string
  bio: string
  portrait: SanityImage
  /** Position on the team page, ascending. */
  order: number
  socialLinks: SocialLink[]
}

/** The singleton with the settings editors change without a deploy. */
export type SiteSettingsDocument = {
  _id: 'siteSettings'
  _type: 'siteSettings'
  communityName: string
  /** The external "Get featured" form. */
  getFeaturedUrl: string
  /** The external chat-group invite ("Join us"). */
  chatInviteUrl: string
  socialLinks: SocialLink[]
}

export type SampleDocument =
  | ImageAssetDocument
  | CategoryDocument
  | PersonDocument
  | StoryDocument
  | TeamMemberDocument
  | SiteSettingsDocument
