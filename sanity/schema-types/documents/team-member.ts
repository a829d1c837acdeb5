import { defineArrayMember, defineField, defineType } from 'sanity'

import { imageField } from '@/sanity/schema-types/fields/image-with-alt'
import { NAME_FIELDSET, genderField, nameFields } from '@/sanity/schema-types/fields/person-name'
import { translationsField } from '@/sanity/schema-types/fields/translations'

/** Someone on the team page: portrait, role, a short bio and their profiles. */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fieldsets: [NAME_FIELDSET],
  fields: [
    ...nameFields,
    genderField,
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'e.g. Photo Editor',
      validation: (rule) => rule.required(),
    }),
    translationsField({ of: 'role', title: 'Role', kind: 'string' }),
    defineField({
      name: 'bio',
      title: 'Bio',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    translationsField({ of: 'bio', title: 'Bio', kind: 'text' }),
    imageField({ name: 'portrait', title: 'Portrait' }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Their place on the team page: lower numbers come first.',
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
  ],
  orderings: [
    { title: 'Team page order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
  ],
  preview: {
    select: { firstName: 'firstName', lastName: 'lastName', role: 'role', media: 'portrait' },
    prepare: ({ firstName, lastName, role, media }) => ({
      title: [firstName, lastName].filter(Boolean).join(' ') || 'Unnamed',
      subtitle: role,
      media,
    }),
  },
})
