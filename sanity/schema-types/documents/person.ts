import { defineArrayMember, defineField, defineType } from 'sanity'

import { COUNTRIES } from '@/lib/lists/countries'
import { imageField } from '@/sanity/schema-types/fields/image-with-alt'
import { translationsField } from '@/sanity/schema-types/fields/translations'
import { NAME_FIELDSET, genderField, nameFields } from '@/sanity/schema-types/fields/person-name'
import { workSkillsField } from '@/sanity/schema-types/fields/work-skills'

/** A bio is a paragraph under their name, not a life story: about three sentences. */
export const PERSON_BIO_MAX_LENGTH = 400

/**
 * Someone the stories name: each story names one as its story teller, and a photograph's
 * credit may name one as its photographer. Everything past the name is optional, so a person
 * added in a hurry while crediting a story is valid.
 */
export const person = defineType({
  name: 'person',
  title: 'Person',
  type: 'document',
  fieldsets: [NAME_FIELDSET],
  fields: [
    ...nameFields,
    genderField,
    imageField({
      name: 'portrait',
      title: 'Portrait',
      description: 'Shown large on their page, and when their page is shared.',
      optional: true,
    }),
    defineField({
      name: 'bio',
      title: 'Bio',
      type: 'text',
      rows: 4,
      description: `Two or three sentences about their work, at most ${PERSON_BIO_MAX_LENGTH} characters.`,
      validation: (rule) => rule.max(PERSON_BIO_MAX_LENGTH),
    }),
    translationsField({ of: 'bio', title: 'Bio', kind: 'text', maxLength: PERSON_BIO_MAX_LENGTH }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      description: 'Where they live and work. Their page links to its stories.',
      options: { list: [...COUNTRIES] },
      // Sanity checks a value against its list only for a field with rules of its own.
      validation: (rule) =>
        rule.custom<string>(
          (value) =>
            value === undefined ||
            COUNTRIES.some((country) => country === value) ||
            'Choose a country from the list.',
        ),
    }),
    workSkillsField({ title: 'Work', description: 'The skills they bring to a story.' }),
    defineField({
      name: 'socialLinks',
      title: 'Links',
      type: 'array',
      description: 'Their website (choose Website) and profiles on social networks.',
      of: [defineArrayMember({ type: 'socialLink' })],
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
    select: {
      firstName: 'firstName',
      lastName: 'lastName',
      country: 'country',
      media: 'portrait',
    },
    prepare: ({ firstName, lastName, country, media }) => ({
      title: [firstName, lastName].filter(Boolean).join(' ') || 'Unnamed',
      subtitle: country,
      media,
    }),
  },
})
