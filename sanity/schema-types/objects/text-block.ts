import { defineField, defineType } from 'sanity'

/** A passage of a story's text: paragraphs separated by a blank line. */
export const textBlock = defineType({
  name: 'textBlock',
  title: 'Text',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 10,
      description: 'Separate paragraphs with a blank line.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { text: 'text' },
    prepare: ({ text }) => ({ title: text ?? 'Empty text', subtitle: 'Text' }),
  },
})
