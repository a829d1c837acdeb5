/** A story's link-preview card (app/og/stories/[slug]). */
export const storyCardPath = (slug: string) => `/og/stories/${slug}`
