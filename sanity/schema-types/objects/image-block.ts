import { defineField, defineType } from 'sanity'

import { IMAGE_LAYOUT_NAMES, IMAGE_LAYOUTS, type ImageLayout } from '@/lib/lists/image-layouts'
import { imageMember } from '@/sanity/schema-types/fields/image-with-alt'

function isLayout(value: unknown): value is ImageLayout {
  return IMAGE_LAYOUT_NAMES.some((name) => name === value)
}

/** The layout chosen on the block the images belong to, once it is a known one. */
function layoutOf(block: unknown): ImageLayout | undefined {
  if (typeof block !== 'object' || block === null || !('layout' in block)) return undefined
  return isLayout(block.layout) ? block.layout : undefined
}

/** Photographs in one of three layouts; a pair holds exactly 2, the others exactly 1. */
export const imageBlock = defineType({
  name: 'imageBlock',
  title: 'Images',
  type: 'object',
  fields: [
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      initialValue: 'full',
      options: {
        list: IMAGE_LAYOUT_NAMES.map((value) => ({ title: IMAGE_LAYOUTS[value].title, value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [imageMember],
      validation: (rule) =>
        rule.required().custom((images, context) => {
          const layout = layoutOf(context.parent)
          if (!layout || !images) return true
          const wanted = IMAGE_LAYOUTS[layout].images
          return images.length === wanted
            ? true
            : `${IMAGE_LAYOUTS[layout].title} holds exactly ${wanted} ${wanted === 1 ? 'image' : 'images'}.`
        }),
    }),
  ],
  preview: {
    select: { layout: 'layout', media: 'images.0' },
    prepare: ({ layout, media }) => ({
      title: isLayout(layout) ? IMAGE_LAYOUTS[layout].title : 'Images',
      subtitle: 'Images',
      media,
    }),
  },
})
