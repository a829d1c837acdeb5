// Names for the shapes components take, all derived from what TypeGen generates from the schema
// and the queries (sanity.types.ts, `npm run typegen`). A fetch is typed by its query
// through that file's SanityQueries registry; nothing here is written by hand.
import type {
  CategoriesWithStoriesQueryResult,
  PersonProfilesQueryResult,
  StoriesPhotosQueryResult,
  StoriesQueryResult,
  StoryCreditsQueryResult,
  StoryQueryResult,
  StoryTellersQueryResult,
  TeamMembersQueryResult,
} from '@/sanity.types'

/** A story as every list shows it (all list queries share its projection). */
export type StoryCard = StoriesQueryResult[number]

/** An image field with its asset's size and blur preview, ready for the image component. */
export type ImageResult = StoryCard['cover']

export type StoryDetail = NonNullable<StoryQueryResult>
export type ContentBlockResult = StoryDetail['content'][number]
export type TextBlockResult = Extract<ContentBlockResult, { _type: 'textBlock' }>
export type QuoteBlockResult = Extract<ContentBlockResult, { _type: 'quoteBlock' }>
export type ImageBlockResult = Extract<ContentBlockResult, { _type: 'imageBlock' }>
export type CreditResult = NonNullable<StoryDetail['credits']>[number]

export type CategoryWithStories = CategoriesWithStoriesQueryResult[number]

export type TeamMember = TeamMembersQueryResult[number]
export type SocialLinkResult = NonNullable<TeamMember['socialLinks']>[number]

export type StoryTeller = StoryTellersQueryResult[number]

/** What a person's page shows of their person document: portrait, bio, country, skills, links. */
export type PersonProfile = PersonProfilesQueryResult[number]

/** A photograph as a photographer's page shows it: its shape, caption, credit and place. */
export type CreditedPhotoResult = StoriesPhotosQueryResult[number]['original']['photos'][number]

/** One credit as stored on a story: a title (e.g. Photography) and a person or company. */
export type CreditLine = StoryCreditsQueryResult[number]

/** The crew of one credit title across all stories, e.g. every photographer (what getCrew returns). */
export type CrewGroup = {
  title: string
  names: string[]
  /** How many others share the title (only the most credited names are shown). */
  more: number
}
