import { defineField, defineType } from 'sanity'

/** Someone who tells stories: each story names one as its story teller. */
export const person = defineType({
  name: 'person',
  title: 'Story teller',
  type: 'document',
  fields: [
    defineField({
      name: 'firstName',
      title: 'First name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'lastName',
      title: 'Last name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [
    {
      title: 'Last name, A to Z',
      name: 'lastNameAsc',
      by: [
        { field: 'lastName', direction: 'asc' },
        { field: 'firstName', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { firstName: 'firstName', lastName: 'lastName' },
    prepare: ({ firstName, lastName }) => ({
      title: [firstName, lastName].filter(Boolean).join(' ') || 'Unnamed',
    }),
  },
})
