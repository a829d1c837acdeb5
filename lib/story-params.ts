// The story route's static params. With `ensureStatic = 'navigation'` Next refuses a build whose
// generateStaticParams returns none, and a dataset with no stories yet is a real state (a new
// site). So then the build prerenders one placeholder, which renders the 404 page.

/**
 * Never a real story's slug: the site's slugify (strict) never makes an underscore, and the page
 * answers 404 for it without asking the content source, whatever an editor types as a slug.
 */
export const PLACEHOLDER_SLUG = '_no-stories-yet'

export function isPlaceholderSlug(slug: string): boolean {
  return slug === PLACEHOLDER_SLUG
}

/** One param per story slug; the placeholder alone when there are none. */
export function storyParams(stories: ReadonlyArray<{ slug: string }>): Array<{ slug: string }> {
  if (stories.length === 0) return [{ slug: PLACEHOLDER_SLUG }]
  return stories.map(({ slug }) => ({ slug }))
}
