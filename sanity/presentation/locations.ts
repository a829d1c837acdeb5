// Where each document shows on the site: the Presentation tool lists these pages above the
// document's form ("Used on 3 pages"), and opens one beside it with a click.
import { defineLocations, type DocumentLocation } from 'sanity/presentation'

import { PAGES, latestHref, personPath, storiesHref, storyPath } from '@/lib/routes'

const NO_FILTER = { category: '', country: '' }

/** A selected field as text: Presentation passes whatever the document holds, or nothing. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

const isLocation = (location: DocumentLocation | undefined): location is DocumentLocation =>
  location !== undefined

/** A slug the page address needs is missing: say so instead of listing a page that 404s. */
const needsSlug = (what: string) => ({
  message: `Give the ${what} a slug to see where it is shown.`,
  tone: 'caution' as const,
})

export const locations = {
  story: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => {
      if (!doc) return null
      const slug = textOf(doc.slug)
      if (!slug) return needsSlug('story')
      return {
        locations: [
          { title: textOf(doc.title) ?? 'Untitled story', href: storyPath(slug) },
          { title: 'Latest stories', href: latestHref() },
          { title: 'All stories', href: storiesHref(NO_FILTER) },
        ],
      }
    },
  }),

  category: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => {
      if (!doc) return null
      const slug = textOf(doc.slug)
      if (!slug) return needsSlug('category')
      const title = textOf(doc.title)
      return {
        locations: [
          {
            title: title ? `${title} stories` : 'Stories in this category',
            href: storiesHref({ ...NO_FILTER, category: slug }),
          },
          { title: 'Home (category rows)', href: PAGES.home },
        ],
      }
    },
  }),

  // A story teller's page is addressed by their name (lib/people.ts): a new name, a new address.
  person: defineLocations({
    select: { firstName: 'firstName', lastName: 'lastName' },
    resolve: (doc) => {
      if (!doc) return null
      const name = [textOf(doc.firstName), textOf(doc.lastName)].filter(Boolean).join(' ')
      const path = personPath(name)
      return {
        locations: [
          path ? { title: name, href: path } : undefined,
          { title: 'Community (storytellers)', href: PAGES.community },
        ].filter(isLocation),
      }
    },
  }),

  teamMember: defineLocations({
    locations: [{ title: 'Our team', href: PAGES.team }],
  }),

  // The footer (on every page) shows its links; the community page is named by it.
  siteSettings: defineLocations({
    select: { communityName: 'communityName' },
    resolve: (doc) => ({
      locations: [
        { title: 'Every page (footer)', href: PAGES.home },
        { title: textOf(doc?.communityName) ?? 'Community', href: PAGES.community },
      ],
    }),
  }),
}
