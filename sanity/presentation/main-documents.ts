// Which document a page of the site is about: when the Presentation tool shows one of these
// pages, it opens that document's form beside it.
import { defineDocuments, type DocumentResolverContext } from 'sanity/presentation'

import { PAGES } from '@/lib/routes'

/** The story a page's `:slug` names; only `slug` is passed, so GROQ gets no unused params. */
function storyBySlug({ params }: DocumentResolverContext) {
  const { slug } = params
  return slug
    ? { filter: /* groq */ `_type == "story" && slug.current == $slug`, params: { slug } }
    : undefined
}

export const mainDocuments = defineDocuments([
  { route: [PAGES.story, PAGES.photo], resolve: storyBySlug },
  // The community page is named by the site settings, and shows its links.
  { route: PAGES.community, type: 'siteSettings' },
])
