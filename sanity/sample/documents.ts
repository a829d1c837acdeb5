// The documents of the embedded dataset, exactly as Sanity stores and exports them (one JSON
// object per NDJSON line). The site's own types come from the schema (TypeGen), so the sample
// generator cannot write a field or a value the Studio would not accept.
import type {
  Category,
  Person,
  SiteSettings,
  Story,
  TeamMember,
  TranslationMetadata,
} from '@/sanity.types'

/**
 * A document as the sample holds it: the Content Lake adds the system fields itself on import,
 * and the sample always fills in the lists the schema leaves optional.
 */
type Stored<T, Filled extends keyof T = never> = Omit<T, '_createdAt' | '_updatedAt' | '_rev'> &
  Required<Pick<T, Filled>>

/** An image field: `asset._ref` is `image-<assetId>-<width>x<height>-<ext>`. */
export type SanityImage = Story['cover']

/**
 * An image asset as Sanity records an upload. A system type, written out here: the schema's
 * version leaves `metadata` optional, while the local image pipeline relies on it.
 */
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
    /** Sanity's palette holds more swatches; the site reads only the dominant background. */
    palette: {
      _type: 'sanity.imagePalette'
      dominant: { _type: 'sanity.imagePaletteSwatch'; background: string }
    }
  }
}

export type CategoryDocument = Stored<Category>
export type PersonDocument = Stored<Person>
export type StoryDocument = Stored<Story, 'work' | 'credits'>
export type ContentBlock = StoryDocument['content'][number]
export type Credit = NonNullable<StoryDocument['credits']>[number]

export type TeamMemberDocument = Stored<TeamMember, 'socialLinks'>
/** A link to one of the site's or a person's social profiles. */
export type SocialLink = NonNullable<TeamMemberDocument['socialLinks']>[number]

/** The singleton with the settings editors change without a deploy, at its fixed id. */
export type SiteSettingsDocument = Stored<SiteSettings, 'socialLinks'> & { _id: 'siteSettings' }

/** Links a story's versions in each language (@sanity/document-internationalization's). */
export type TranslationMetadataDocument = Stored<
  TranslationMetadata,
  'translations' | 'schemaTypes'
>

export type SampleDocument =
  | ImageAssetDocument
  | CategoryDocument
  | PersonDocument
  | StoryDocument
  | TeamMemberDocument
  | SiteSettingsDocument
  | TranslationMetadataDocument
