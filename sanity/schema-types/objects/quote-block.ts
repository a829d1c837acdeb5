import { defineField, defineType } from 'sanity'

/** A pull quote, set large between the paragraphs and photographs. */
export const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Quote',
  type: 'object',
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { quote: 'quote' },
    prepare: ({ quote }) => ({
      title: quote ? `“${quote}”` : 'Empty quote',
      subtitle: 'Quote',
    }),
  },
})
