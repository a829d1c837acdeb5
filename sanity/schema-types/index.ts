// Every type the Studio edits. Names and fields match the stored documents and the site's GROQ
// (sanity/queries.ts); TypeGen reads them through sanity.config.ts (`npm run typegen`).
import { category } from '@/sanity/schema-types/documents/category'
import { person } from '@/sanity/schema-types/documents/person'
import { story } from '@/sanity/schema-types/documents/story'
import { teamMember } from '@/sanity/schema-types/documents/team-member'
import { credit } from '@/sanity/schema-types/objects/credit'
import { imageBlock } from '@/sanity/schema-types/objects/image-block'
import { quoteBlock } from '@/sanity/schema-types/objects/quote-block'
import { socialLink } from '@/sanity/schema-types/objects/social-link'
import { textBlock } from '@/sanity/schema-types/objects/text-block'
import { siteSettings } from '@/sanity/schema-types/singletons/site-settings'

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
