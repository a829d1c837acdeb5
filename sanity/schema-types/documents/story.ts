import { defineArrayMember, defineField, defineType } from 'sanity'

import { COUNTRIES } from '@/lib/lists/countries'
import {
  READ_TIME_MINUTES,
  READ_WORDS_PER_MINUTE,
  SECONDS_PER_PHOTOGRAPH,
  storyReadTime,
} from '@/lib/read-time'
import { isSlug, slugify, SLUG_MAX_LENGTH } from '@/lib/slug'
import { SOURCE_LANGUAGE } from '@/sanity/i18n/languages'
import { isUniqueInLanguage } from '@/sanity/schema-types/fields/unique-slug'
import { imageField } from '@/sanity/schema-types/fields/image-with-alt'
import { workSkillsField } from '@/sanity/schema-types/fields/work-skills'

/** A photo story: its facts, its body of text, photographs and quotes, and who made it. */
export const story = defineType({
  name: 'story',
  title: 'Story',
  type: 'document',
  groups: [
    { name: 'story', title: 'Story', default: true },
    { name: 'body', title: 'Content' },
    { name: 'credits', title: 'Credits' },
  ],
  fieldsets: [
    { name: 'images', title: 'Images', options: { columns: 2 } },
    { name: 'facts', title: 'Facts', options: { columns: 2 } },
  ],
  fields: [
    // Set by the translation menu (@sanity/document-internationalization) and never typed: a
    // story written before translations has none and is English.
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      readOnly: true,
      hidden: true,
      initialValue: SOURCE_LANGUAGE,
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'story',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'story',
      description:
        "The end of the story's address, /stories/<slug>, made from the title. A French, Portuguese or Swahili translation makes its own from its title (Generate); an Arabic one keeps the original's.",
      options: {
        source: 'title',
        slugify,
        maxLength: SLUG_MAX_LENGTH,
        isUnique: isUniqueInLanguage,
      },
      // The site answers only addresses a slug could make (lowercase a-z, 0-9, inner hyphens).
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            !value?.current || isSlug(value.current)
              ? true
              : `Use only lowercase letters, digits and single hyphens, at most ${SLUG_MAX_LENGTH} characters.`,
          ),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'story',
      description: 'One or two sentences, shown under the title on cards and in the hero slider.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      group: 'story',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'storyTeller',
      title: 'Storyteller',
      type: 'reference',
      to: [{ type: 'person' }],
      group: 'story',
      validation: (rule) => rule.required(),
    }),
    imageField({
      name: 'cover',
      title: 'Cover',
      description: 'The portrait photograph at the top of the story page.',
      group: 'story',
      fieldset: 'images',
      withFacts: true,
    }),
    imageField({
      name: 'thumbnail',
      title: 'Thumbnail',
      description: 'Shown on cards and as the hero slider banner: the largest you have.',
      group: 'story',
      fieldset: 'images',
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      group: 'story',
      fieldset: 'facts',
      options: { list: [...COUNTRIES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedOn',
      title: 'Published on',
      type: 'datetime',
      group: 'story',
      fieldset: 'facts',
      description: 'Stories are listed newest first by this date.',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'readTime',
      title: 'Read time (minutes)',
      type: 'number',
      group: 'story',
      fieldset: 'facts',
      description: `About ${READ_WORDS_PER_MINUTE} words a minute plus ${SECONDS_PER_PHOTOGRAPH} s for each photograph, rounded up; a warning shows the minutes the story's own words and photographs suggest.`,
      validation: (rule) => [
        rule.required().integer().min(1),
        rule
          .custom((value, context) => {
            const suggested = storyReadTime(context.document)
            return value === undefined || value === suggested
              ? true
              : `Its words and photographs read in about ${suggested} minutes.`
          })
          .warning(),
        rule
          .min(READ_TIME_MINUTES.min)
          .max(READ_TIME_MINUTES.max)
          .warning(
            `Most stories read in ${READ_TIME_MINUTES.min} to ${READ_TIME_MINUTES.max} minutes: is this right?`,
          ),
      ],
    }),
    workSkillsField({
      title: 'Work',
      description: 'The skills that went into the story.',
      group: 'story',
    }),
    defineField({
      name: 'content',
      title: 'Content',
      type: 'array',
      group: 'body',
      description: 'Text, photographs and quotes, in the order readers see them.',
      of: [
        defineArrayMember({ type: 'textBlock' }),
        defineArrayMember({ type: 'imageBlock' }),
        defineArrayMember({ type: 'quoteBlock' }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'credits',
      title: 'Credits',
      type: 'array',
      group: 'credits',
      of: [defineArrayMember({ type: 'credit' })],
    }),
  ],
  orderings: [
    {
      title: 'Newest first',
      name: 'publishedOnDesc',
      by: [{ field: 'publishedOn', direction: 'desc' }],
    },
    { title: 'Title, A to Z', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: {
      title: 'title',
      language: 'language',
      category: 'category.title',
      country: 'country',
      media: 'thumbnail',
    },
    prepare: ({ title, language, category, country, media }) => ({
      title,
      subtitle: [(language ?? SOURCE_LANGUAGE).toUpperCase(), category, country]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
