import { CategoryRow } from '@/components/story/category-row'
import { LeadStory } from '@/components/story/lead-story'
import { getCategoriesWithStories, getFeaturedStories } from '@/sanity/content'

export default async function ExplorePage() {
  const [featured, categories] = await Promise.all([
    getFeaturedStories(),
    getCategoriesWithStories(),
  ])
  const lead = featured[0]

  return (
    <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16">
      <h1 className="mb-10 max-w-3xl font-display text-2xl leading-snug text-ink-soft md:text-3xl">
        Photo stories from across Africa: its places, its people and its light.
      </h1>
      {lead && <LeadStory story={lead} />}
      {categories.map((category) => (
        <CategoryRow key={category._id} category={category} />
      ))}
    </div>
  )
}
