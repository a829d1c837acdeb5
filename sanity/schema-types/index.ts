// Every type the Studio edits. Names and fields match the stored documents and the site's GROQ
// (sanity/queries.ts); TypeGen reads them through sanity.config.ts (`npm run typegen`).
import { category } from './documents/category'
import { person } from './documents/person'
import { story } from './documents/story'
import { teamMember } from './documents/team-member'
import { credit } from './objects/credit'
import { imageBlock } from './objects/image-block'
import { quoteBlock } from './objects/quote-block'
import { socialLink } from './objects/social-link'
import { textBlock } from './objects/text-block'
import { siteSettings } from './singletons/site-settings'

export const schemaTypes = [
  story,
  category,
  person,
  teamMember,
  siteSettings,
  textBlock,
  imageBlock,
  quoteBlock,
  credit,
  socialLink,
]
