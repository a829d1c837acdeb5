// What each query in sanity/queries.ts returns, registered against the query string itself the
// way `sanity typegen` does, so `client.fetch(storyQuery)` and `sanityFetch({ query: storyQuery })`
// are typed with no casts. Hand-written once; issue #4 replaces this file with TypeGen output.
// A `->` dereference is nullable: the referenced document may be missing or unpublished.
import type {
  categoriesQuery,
  categoriesWithStoriesQuery,
  featuredStoriesQuery,
  relatedStoriesQuery,
  storiesFilterQuery,
  storiesQuery,
  storyQuery,
  siteSettingsQuery,
  storySlugsQuery,
  teamMembersQuery,
  storyCountriesQuery,
  storyTellersQuery,
  storyCreditsQuery,
} from './queries'
import type { ImageLayout } from '../lib/lists/image-layouts'
import type { ImageCrop, ImageHotspot } from './sample/documents'

export type ImageAssetResult = {
  _id: string
  metadata: {
    lqip: string
    dimensions: { width: number; height: number; aspectRatio: number }
  }
}

/** An image field with its asset's size and blur preview, ready for the image component. */
export type ImageResult = {
  alt: string
  hotspot: ImageHotspot | null
  crop: ImageCrop | null
  asset: ImageAssetResult | null
}

export type CategoryLink = { title: string; slug: string }
export type StoryTellerName = { firstName: string; lastName: string }

export type StoryCard = {
  _id: string
  title: string
  slug: string
  description: string
  readTime: number
  publishedOn: string
  country: string
  category: CategoryLink | null
  storyTeller: StoryTellerName | null
  cover: ImageResult
  thumbnail: ImageResult
}

export type TextBlockResult = { _key: string; _type: 'textBlock'; text: string }
export type QuoteBlockResult = { _key: string; _type: 'quoteBlock'; quote: string }
export type ImageBlockResult = {
  _key: string
  _type: 'imageBlock'
  layout: ImageLayout
  images: Array<ImageResult & { _key: string }>
}
export type ContentBlockResult = TextBlockResult | QuoteBlockResult | ImageBlockResult

export type CreditResult = { _key: string; title: string; content: string }

export type StoryDetail = StoryCard & {
  work: string[]
  content: ContentBlockResult[]
  credits: CreditResult[]
}

export type CategorySummary = {
  _id: string
  title: string
  slug: string
  cover: ImageResult
  storyCount: number
}

export type CategoryWithStories = Omit<CategorySummary, 'storyCount'> & { stories: StoryCard[] }

export type SocialLinkResult = { _key: string; kind: string; url: string }

export type SiteSettings = {
  communityName: string
  getFeaturedUrl: string
  chatInviteUrl: string
  socialLinks: SocialLinkResult[]
}

export type TeamMember = {
  _id: string
  firstName: string
  lastName: string
  role: string
  bio: string
  portrait: ImageResult
  socialLinks: SocialLinkResult[]
}

export type StoryTeller = StoryTellerName & { _id: string; storyCount: number }

/** One credit as stored on a story: a title (e.g. Photography) and a person or company. */
export type CreditLine = { title: string; content: string }

/** The crew of one credit title across all stories, e.g. every photographer. */
export type CrewGroup = { title: string; names: string[] }

export type StoriesQueryResult = StoryCard[]
export type FeaturedStoriesQueryResult = StoryCard[]
export type StoriesFilterQueryResult = StoryCard[]
export type StoryQueryResult = StoryDetail | null
export type StorySlugsQueryResult = Array<{ slug: string }>
export type CategoriesQueryResult = CategorySummary[]
export type CategoriesWithStoriesQueryResult = CategoryWithStories[]
export type RelatedStoriesQueryResult = StoryCard[]
export type SiteSettingsQueryResult = SiteSettings | null
export type TeamMembersQueryResult = TeamMember[]
export type StoryCountriesQueryResult = string[]
export type StoryTellersQueryResult = StoryTeller[]
export type StoryCreditsQueryResult = CreditLine[]

// @sanity/client 7 reads this global registry (the form TypeGen writes). Keys are the queries'
// literal string types: an edited query stays registered, so keep its result type in step.
declare global {
  interface SanityQueries {
    [storiesQuery]: StoriesQueryResult
    [featuredStoriesQuery]: FeaturedStoriesQueryResult
    [storiesFilterQuery]: StoriesFilterQueryResult
    [storyQuery]: StoryQueryResult
    [storySlugsQuery]: StorySlugsQueryResult
    [categoriesQuery]: CategoriesQueryResult
    [categoriesWithStoriesQuery]: CategoriesWithStoriesQueryResult
    [relatedStoriesQuery]: RelatedStoriesQueryResult
    [siteSettingsQuery]: SiteSettingsQueryResult
    [teamMembersQuery]: TeamMembersQueryResult
    [storyCountriesQuery]: StoryCountriesQueryResult
    [storyTellersQuery]: StoryTellersQueryResult
    [storyCreditsQuery]: StoryCreditsQueryResult
  }
}
