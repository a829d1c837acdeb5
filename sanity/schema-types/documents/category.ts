import { defineField, defineType, getPublishedId, type StringRule } from 'sanity'

import { GENRES } from '@/lib/lists/genres'
import { slugify } from '@/lib/slug'
import { DEFAULT_API_VERSION } from '@/lib/settings'
import { imageField } from '@/sanity/schema-types/fields/image-with-alt'
import { translationsField } from '@/sanity/schema-types/fields/translations'

/** One category per genre: the filters and the home page's rows list categories by title. */
function uniqueTitle(rule: StringRule) {
  return rule.custom(async (title, context) => {
    if (!title || !context.document) return true
    const others = await context
      .getClient({ apiVersion: DEFAULT_API_VERSION })
      .withConfig({ perspective: 'raw' })
      .fetch<number>(
        'count(*[_type == "category" && title == $title && !sanity::versionOf($published)])',
        { title, published: getPublishedId(context.document._id) },
      )
    return others === 0 ? true : `There is already a ${title} category.`
  })
}

/** A genre stories are grouped by, e.g. Portrait or Wildlife. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      options: { list: [...GENRES] },
      validation: (rule) => [rule.required(), uniqueTitle(rule)],
    }),
    translationsField({ of: 'title', title: 'Title', kind: 'string' }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'Its address in the Stories filter, made from the title.',
      options: { source: 'title', slugify },
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'cover', title: 'Cover' }),
  ],
  orderings: [
    { title: 'Title, A to Z', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title', media: 'cover' } },
})
